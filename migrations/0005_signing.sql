-- Signing (CONTRACT §6, §8): what each signer contributed and from where, and the two documents the
-- audit certificate hashes. Columns only; the tables are 0004's.

-- The document as sent: the published template filled with the sender's values, before any signer's
-- input. Rendered once and stored; every later view of it is these bytes.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS sent_document_id text REFERENCES documents (id);
-- The executed pages: the filled and signed document before the audit certificate was appended.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS executed_pages_document_id text REFERENCES documents (id);

-- The signer's own field values and signature ({type: 'typed', text} or {type: 'drawn', image}).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS signer_values jsonb;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS signature jsonb;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS decline_reason text;
-- Where the signer acted from: when opening, and when signing or declining (request.ip, so
-- TRUST_PROXY decides which address that is).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS opened_ip text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS opened_user_agent text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS acted_ip text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS acted_user_agent text;
