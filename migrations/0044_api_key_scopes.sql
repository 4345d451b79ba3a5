-- Scoped API keys (issue 35 item 2): the scopes a key may use (src/auth/scopes.ts). NULL is every
-- scope, so the keys made before this migration keep working as they did.
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS scopes text[];
