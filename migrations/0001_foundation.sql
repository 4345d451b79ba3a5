-- Foundation: instance settings, the shared test clock, workspaces, members, API keys,
-- the audit log and in-app notifications.

CREATE TABLE instance_settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE test_clock (
  id        integer PRIMARY KEY CHECK (id = 1),
  offset_ms bigint NOT NULL DEFAULT 0
);
INSERT INTO test_clock (id, offset_ms) VALUES (1, 0);

CREATE TABLE workspaces (
  id         text PRIMARY KEY,
  name       text NOT NULL,
  plan       text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE members (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  email        text NOT NULL,
  name         text NOT NULL,
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'removed')),
  created_at   timestamptz NOT NULL,
  removed_at   timestamptz
);
CREATE INDEX members_workspace ON members (workspace_id);

CREATE TABLE api_keys (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  member_id    text NOT NULL REFERENCES members (id),
  name         text,
  secret_hash  text NOT NULL UNIQUE,
  last_four    text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX api_keys_workspace ON api_keys (workspace_id);

CREATE TABLE audit_log (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  request_id   text,
  action       text NOT NULL,
  actor        jsonb NOT NULL,
  ip           text,
  user_agent   text,
  details      jsonb,
  at           timestamptz NOT NULL
);
CREATE INDEX audit_log_workspace ON audit_log (workspace_id, at DESC, id DESC);
CREATE INDEX audit_log_request ON audit_log (request_id, at, id);

CREATE TABLE notifications (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  type         text NOT NULL,
  request_id   text,
  created_at   timestamptz NOT NULL,
  read_at      timestamptz
);
CREATE INDEX notifications_workspace ON notifications (workspace_id, created_at DESC);
