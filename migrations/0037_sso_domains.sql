-- An auto-join domain must be proven (issue 31 item 2). A workspace's domain is pending until a DNS TXT
-- record `countersign-verification=<token>` is found at `_countersign.<domain>` (or the domain
-- itself), or the operator confirms it for a workspace one of whose owners has an address there; only
-- a verified domain lets people join. No two workspaces verify the same domain.
ALTER TABLE workspaces ADD COLUMN sso_join_domain_token text;
ALTER TABLE workspaces ADD COLUMN sso_join_domain_verified_at timestamptz;
ALTER TABLE workspaces ADD COLUMN sso_join_domain_verified_by text
  CHECK (sso_join_domain_verified_by IS NULL OR sso_join_domain_verified_by IN ('dns', 'operator'));
-- The domains named before there was any proof stop letting people join: they are pending, each with
-- a token of its own to publish.
UPDATE workspaces SET sso_join_domain_token = replace(gen_random_uuid()::text, '-', '')
 WHERE sso_join_domain IS NOT NULL;
CREATE UNIQUE INDEX workspaces_verified_join_domain ON workspaces (sso_join_domain)
  WHERE sso_join_domain_verified_at IS NOT NULL;
