-- Evidence that outlives us (issue 13): public verification looks documents up by their hash, and
-- executed documents sealed while the time-stamping authority was away wait here for the worker to
-- add an RFC 3161 document timestamp.

-- POST /verify matches a file's executed pages (and each document timestamp's revision) by SHA-256.
CREATE INDEX IF NOT EXISTS documents_sha256 ON documents (sha256);

-- One row per request whose executed document still lacks its timestamp. The worker (any number of
-- processes) claims due rows with FOR UPDATE SKIP LOCKED and a lease, asks the authority outside any
-- transaction, then stores the timestamped document and points the request at it in one guarded
-- transaction (WHERE signed_document_id = document_id), with an audit entry document.timestamped.
CREATE TABLE document_timestamps (
  request_id              text PRIMARY KEY REFERENCES signature_requests (id),
  -- The executed document to extend, as stored at completion.
  document_id             text NOT NULL REFERENCES documents (id),
  status                  text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts                integer NOT NULL DEFAULT 0,
  next_attempt_at         timestamptz NOT NULL,
  locked_until            timestamptz,
  last_error              text,
  -- The document with the timestamp, once added.
  timestamped_document_id text REFERENCES documents (id),
  created_at              timestamptz NOT NULL,
  completed_at            timestamptz
);
CREATE INDEX document_timestamps_due ON document_timestamps (next_attempt_at) WHERE status = 'pending';
