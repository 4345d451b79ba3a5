-- The change feed (issue 35 item 1): one row per state change a caller may want to hear about,
-- written in the transaction that makes the change (src/events/record.ts).
--
-- Order without skipping: a row is inserted with seq NULL; a deferred constraint trigger, which
-- PostgreSQL runs just before the transaction commits, takes the next number of the workspace's
-- counter (event_sequences, whose row lock it then holds until the commit) and announces the
-- workspace on the channel countersign_events (delivered to listeners at commit, never on rollback).
-- Two transactions of one workspace therefore take their numbers in the order they commit: a reader
-- that has seen seq n has seen everything below n, and a later commit always gets a higher number.
-- The lock is held only for the last instant of a transaction, after all of its own work, so it
-- serialises commits of one workspace's events and nothing else. A transaction that records events
-- of several workspaces (a batch of sends, the expiry sweep) takes the counters in the order it
-- inserted the rows; both insert in workspace order, so two of them cannot deadlock.
CREATE TABLE events (
  row_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  seq bigint,
  type text NOT NULL,
  request_id text NOT NULL,
  at timestamptz NOT NULL,
  role text,
  email text
);
CREATE UNIQUE INDEX events_feed ON events (workspace_id, seq);
CREATE INDEX events_request ON events (request_id, seq);
CREATE INDEX events_at ON events (at);

CREATE TABLE event_sequences (
  workspace_id text PRIMARY KEY REFERENCES workspaces (id),
  last_seq bigint NOT NULL
);

CREATE FUNCTION countersign_sequence_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  INSERT INTO event_sequences AS s (workspace_id, last_seq) VALUES (NEW.workspace_id, 1)
  ON CONFLICT (workspace_id) DO UPDATE SET last_seq = s.last_seq + 1
  RETURNING s.last_seq INTO n;
  UPDATE events SET seq = n WHERE row_id = NEW.row_id;
  PERFORM pg_notify('countersign_events', NEW.workspace_id);
  RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER events_sequenced AFTER INSERT ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION countersign_sequence_event();
