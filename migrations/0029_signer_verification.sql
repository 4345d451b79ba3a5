-- Signer verification (issue 24 item 2): a submitter may have to prove who they are before their
-- document opens, with an access code the sender shares out of band or with a code e-mailed to them.
-- The method is fixed at send. What proves it is stored only as a hash: an access code as scrypt
-- (`scrypt$N$r$p$salt$hash`), an e-mailed code as an HMAC under the instance secret. The counters
-- live in the row, changed by guarded updates under its lock, so every process sees the same ones.
-- Everything but the method is personal (tied to a signer): erasure blanks it with the submitter.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_method text
  CHECK (verification_method IN ('access_code', 'email_code'));
-- The access code's scrypt hash, or the current e-mailed code's HMAC (NULL: no code to enter yet,
-- or it was spent: used, replaced or locked out).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_secret text;
-- When the current e-mailed code was sent (it is valid for 10 minutes from then).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_code_sent_at timestamptz;
-- When codes were e-mailed within the last hour (at most 5 an hour).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_sends timestamptz[];
-- Wrong codes since the last success or lock; 5 lock the link for 15 minutes.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_failures integer NOT NULL DEFAULT 0;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verification_locked_until timestamptz;
-- When the signer last passed the check (the audit certificate states it).
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS verified_at timestamptz;
