-- What the application reads: notifications read per member, when an API key was last used, and an
-- index for the requests page's status tabs.

-- Read state per member: a watermark ("everything up to here is read", set by "mark all read") plus
-- one row per notification read one by one after it. notifications.read_at stays the first read by
-- anyone (the operator API shows it).
ALTER TABLE members ADD COLUMN IF NOT EXISTS notifications_read_until timestamptz;
CREATE TABLE notification_reads (
  notification_id text NOT NULL REFERENCES notifications (id),
  member_id       text NOT NULL REFERENCES members (id),
  read_at         timestamptz NOT NULL,
  PRIMARY KEY (member_id, notification_id)
);

-- Updated at most once a minute per key by authentication.
ALTER TABLE api_keys ADD COLUMN IF NOT EXISTS last_used_at timestamptz;

-- Counting a workspace's requests by status reads only this index.
CREATE INDEX IF NOT EXISTS signature_requests_status ON signature_requests (workspace_id, status, expires_at);
