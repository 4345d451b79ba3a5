-- Stored documents (uploaded template PDFs, executed documents) and templates (CONTRACT §4).

CREATE TABLE documents (
  id           text PRIMARY KEY,
  workspace_id text REFERENCES workspaces (id),
  content_type text NOT NULL,
  sha256       text NOT NULL,
  size         integer NOT NULL,
  bytes        bytea,
  created_at   timestamptz NOT NULL
);

CREATE TABLE templates (
  id              text PRIMARY KEY,
  workspace_id    text NOT NULL REFERENCES workspaces (id),
  name            text NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('flow', 'coordinate')),
  status          text NOT NULL CHECK (status IN ('draft', 'published', 'archived')),
  roles           jsonb NOT NULL,
  body            text,
  inputs          jsonb NOT NULL,
  pdf_document_id text REFERENCES documents (id),
  created_at      timestamptz NOT NULL,
  published_at    timestamptz,
  archived_at     timestamptz
);
CREATE INDEX templates_workspace ON templates (workspace_id, created_at DESC, id DESC);
