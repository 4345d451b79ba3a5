-- Documents in object storage (DOCUMENT_STORE_URL=s3://…). A document row keeps the metadata (sha256,
-- size, content type) and says where its bytes are: in `bytes` (store 'database', the default) or in
-- an S3-compatible bucket at `location` (s3://bucket/key, the key being the SHA-256: content-addressed).

ALTER TABLE documents ADD COLUMN IF NOT EXISTS store text NOT NULL DEFAULT 'database'
  CHECK (store IN ('database', 's3'));
ALTER TABLE documents ADD COLUMN IF NOT EXISTS location text;
CREATE INDEX IF NOT EXISTS documents_location ON documents (location) WHERE location IS NOT NULL;

-- Every object this deployment has written, and when it last wrote it. An object is written (and
-- its row here upserted) BEFORE the transaction that inserts the document row referring to it
-- commits; the worker deletes objects that no document row refers to once `written_at` is older
-- than DOCUMENT_STORE_GRACE_SECONDS. The sweep holds this row's lock while it deletes the object,
-- so a concurrent write of the same bytes waits for it and then writes them again.
CREATE TABLE IF NOT EXISTS document_objects (
  location   text PRIMARY KEY,
  written_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS document_objects_written ON document_objects (written_at);
