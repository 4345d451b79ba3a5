-- Passkeys (WebAuthn discoverable credentials) of members, and the one-time challenges of their
-- ceremonies, kept in the database so that any process may finish a ceremony another one began.

CREATE TABLE passkeys (
  id            text PRIMARY KEY,
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  member_id     text NOT NULL REFERENCES members (id),
  -- The authenticator's credential id, base64url, as browsers send it back.
  credential_id text NOT NULL UNIQUE,
  public_key    bytea NOT NULL,
  counter       bigint NOT NULL DEFAULT 0,
  transports    jsonb NOT NULL DEFAULT '[]',
  device_type   text,
  backed_up     boolean NOT NULL DEFAULT false,
  name          text NOT NULL,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz
);
CREATE INDEX passkeys_member ON passkeys (member_id, created_at);

-- `register`: bound to the session that asked (binding = session id). `authenticate`: bound to the
-- browser that asked (binding = SHA-256 of a short-lived cookie). Used once, within five minutes.
CREATE TABLE webauthn_challenges (
  id         text PRIMARY KEY,
  purpose    text NOT NULL CHECK (purpose IN ('register', 'authenticate')),
  binding    text NOT NULL,
  challenge  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
