-- Signing in person and the sender's own turn (issue 45 items 2 and 3).
-- A host link opens one submitter's turn on a member's device: `signing_hosts` keeps only the
-- SHA-256 of its token, its 15-minute life and, once used, the member and session that opened it
-- (no address or browser: the submitter's own row records those when they act).
-- `submitters.member_id`: the member who takes this turn in their own session (a send from the
-- application to the sender's own address); nothing is mailed to them.
-- `submitters.hosted_mode` / `hosted_by_member_id`: how a completed turn was taken, for the
-- certificate ('in_person': hosted by that member; 'own_session': the member themselves).
CREATE TABLE IF NOT EXISTS signing_hosts (
  id text PRIMARY KEY,
  workspace_id text NOT NULL,
  request_id text NOT NULL REFERENCES signature_requests (id) ON DELETE CASCADE,
  submitter_id text NOT NULL REFERENCES submitters (id) ON DELETE CASCADE,
  mode text NOT NULL CHECK (mode IN ('in_person', 'own_session')),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  member_id text,
  session_id text
);
CREATE INDEX IF NOT EXISTS signing_hosts_submitter ON signing_hosts (submitter_id, session_id);
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS member_id text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS hosted_mode text;
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS hosted_by_member_id text;
