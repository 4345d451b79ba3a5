-- The application in four languages (issue 22): the language a member chose for it (en, de, fr, es),
-- which also writes their e-mails. NULL until they choose: their browser's Accept-Language decides.
ALTER TABLE members ADD COLUMN IF NOT EXISTS locale text CHECK (locale IN ('en', 'de', 'fr', 'es'));
