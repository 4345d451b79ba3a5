-- Single sign-on with OpenID Connect (issue 25, item 2).

-- Per workspace: whether its members must sign in through the identity provider (e-mailed links and
-- passkeys are then refused), and the one e-mail domain whose verified addresses may join it as plain
-- members on their first single sign-on (lower case, no '@'; null: nobody joins by domain).
ALTER TABLE workspaces ADD COLUMN sso_required boolean NOT NULL DEFAULT false;
ALTER TABLE workspaces ADD COLUMN sso_join_domain text
  CHECK (sso_join_domain IS NULL OR sso_join_domain ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$');

-- A session may now begin with single sign-on.
ALTER TABLE member_sessions DROP CONSTRAINT IF EXISTS member_sessions_method_check;
ALTER TABLE member_sessions ADD CONSTRAINT member_sessions_method_check
  CHECK (method IN ('link', 'invitation', 'passkey', 'oidc'));

-- One sign-in through the identity provider, from its start to the session: the state, nonce and PKCE
-- verifier the callback must match (any process may finish what another began), bound to the browser
-- that started it by a random cookie of which only the SHA-256 is stored. A row is used once: the
-- callback takes it (used_at); when the verified address belongs to several workspaces the row then
-- carries that address (email) until the person chooses one (chosen_at). Rows live minutes and each
-- new start deletes those an hour past their expiry.
CREATE TABLE oidc_sign_ins (
  id            text PRIMARY KEY,
  binding_hash  text NOT NULL UNIQUE,
  state         text NOT NULL,
  nonce         text NOT NULL,
  code_verifier text NOT NULL,
  email         text,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  chosen_at     timestamptz
);
CREATE INDEX oidc_sign_ins_expiry ON oidc_sign_ins (expires_at);
