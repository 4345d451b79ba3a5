-- The application's template editors (issue 11): a draft's definition is saved only when it is a
-- valid CONTRACT §4 template; what a member had typed when a save was refused is kept here, so that
-- a refused save never loses a draft. Cleared by the next accepted save. Never read by the API.
ALTER TABLE templates ADD COLUMN IF NOT EXISTS working_copy jsonb;
