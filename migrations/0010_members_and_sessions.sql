-- The workspace application (issue 9): member roles, e-mailed sign-in links and sessions.

-- A member is an owner (invites and removes members) or a member. Each workspace's earliest member
-- becomes its owner; everyone else stays a member.
ALTER TABLE members ADD COLUMN IF NOT EXISTS role text NOT NULL DEFAULT 'member'
  CHECK (role IN ('owner', 'member'));
UPDATE members m SET role = 'owner'
 WHERE m.id = (SELECT first.id FROM members first WHERE first.workspace_id = m.workspace_id
                ORDER BY first.created_at, first.id LIMIT 1);
ALTER TABLE members ADD COLUMN IF NOT EXISTS last_signed_in_at timestamptz;
CREATE INDEX IF NOT EXISTS members_email ON members (lower(email)) WHERE status = 'active';

-- Single-use links that sign a member in: `sign_in` (asked for on the sign-in page, 15 minutes) or
-- `invitation` (sent when an owner invites a member). Only the SHA-256 of the token is stored; the
-- token itself is derived at delivery from the row id and the instance secret (never in the outbox).
CREATE TABLE member_links (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  member_id    text NOT NULL REFERENCES members (id),
  purpose      text NOT NULL CHECK (purpose IN ('sign_in', 'invitation')),
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX member_links_member ON member_links (member_id);

-- A signed-in browser. The cookie carries a random token; only its SHA-256 is stored. A session ends
-- on sign-out (ended_at), after SESSION_IDLE_DAYS without use, after SESSION_ABSOLUTE_DAYS, or at
-- once when its member is removed (every lookup joins the member's status).
CREATE TABLE member_sessions (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  member_id    text NOT NULL REFERENCES members (id),
  token_hash   text NOT NULL UNIQUE,
  method       text NOT NULL CHECK (method IN ('link', 'invitation', 'passkey')),
  ip           text,
  user_agent   text,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  ended_at     timestamptz
);
CREATE INDEX member_sessions_member ON member_sessions (member_id, last_seen_at DESC);
