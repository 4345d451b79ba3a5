-- Attachments of a request (issue 34): the files a signer uploads for a `file` or `image` field
-- (POST /sign/{token}/attachments) and the images a sender gives at send for an `image` field. The
-- bytes are a document like any other (documents, or its object in a bucket); this row says whose
-- they are and what they were called. `field_key` is NULL until the signer's completion refers to
-- the upload; uploads never referred to are deleted at the signer's completion, or by the lifecycle
-- sweep once the request has ended otherwise. Erasing the request deletes the rows and their documents.
-- No foreign key to signature_requests: a sender's image is stored just before the statement that
-- writes its request (requests/send.ts), and deleted again when that statement writes nothing.
CREATE TABLE signer_attachments (
  id           text PRIMARY KEY,
  workspace_id text NOT NULL REFERENCES workspaces (id),
  request_id   text NOT NULL,
  -- The signer who uploaded it; NULL for the sender's image given at send.
  submitter_id text REFERENCES submitters (id),
  role         text,
  field_key    text,
  filename     text NOT NULL,
  size         integer NOT NULL,
  sha256       text NOT NULL,
  content_type text NOT NULL,
  document_id  text NOT NULL REFERENCES documents (id),
  created_at   timestamptz NOT NULL
);
CREATE INDEX signer_attachments_request ON signer_attachments (request_id, created_at, id);
-- The sweep's question: unused uploads of requests that have ended.
CREATE INDEX signer_attachments_unused ON signer_attachments (request_id) WHERE field_key IS NULL;
