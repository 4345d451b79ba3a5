-- The signer's language and the consent they gave (issue 12).

-- The submitter's BCP 47 locale as the sender gave it at send (canonical case, e.g. 'de-AT'); its
-- language picks the catalogue of their pages, e-mails and certificate block. 'en' when not given.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS locale text NOT NULL DEFAULT 'en';

-- What the signer accepted when signing: the exact notice on signing electronically as the page
-- showed it (in the language of the page), and its SHA-256, which the audit certificate quotes.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS consent_text text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS consent_sha256 text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS consent_locale text;
