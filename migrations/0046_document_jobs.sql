-- Document work handed from API nodes to documents nodes (issue 43 item 4: WORKER_ROLE=api and
-- documents). A job is one task of the pool: its input and, once done, its reply, both as V8's
-- structured-clone serialisation. API nodes insert and wait; documents nodes claim with
-- FOR UPDATE SKIP LOCKED under a lease they renew while they work, so a node killed mid-task leaves
-- the job to another once the lease runs out. The waiting node reads the reply and deletes the row;
-- rows nobody read are swept within minutes (they carry documents and values: personal data).
CREATE TABLE document_jobs (
  id text PRIMARY KEY,
  -- Whose queue: a workspace id, or ip:<address> / link:<id> for the public and signers' work.
  tenant text NOT NULL,
  task text NOT NULL,
  input bytea NOT NULL,
  timeout_ms integer NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  claimed_by text,
  lease_until timestamptz,
  output bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX document_jobs_open ON document_jobs (created_at) WHERE status <> 'done';
CREATE INDEX document_jobs_tenant ON document_jobs (tenant) WHERE status <> 'done';
