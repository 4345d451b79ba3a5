-- Signing on a phone (issue 23): a signer's initials, captured apart from their signature (typed, or a
-- drawn PNG as a data URL, the same shape as `signature`). NULL: initials boxes show the initials of
-- the typed name. Personal data: erasure blanks it with the signature.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS initials jsonb;
