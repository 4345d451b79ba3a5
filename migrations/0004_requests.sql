-- Signature requests, their submitters (one per template role, in signing order) and the e-mail
-- outbox (spec §2–§4, CONTRACT §5 and §7).

CREATE TABLE signature_requests (
  id                  text PRIMARY KEY,
  workspace_id        text NOT NULL REFERENCES workspaces (id),
  template_id         text NOT NULL REFERENCES templates (id),
  template_name       text NOT NULL,
  status              text NOT NULL
                      CHECK (status IN ('pending', 'opened', 'completed', 'declined', 'expired', 'voided')),
  -- The sender's values, normalised, as the document was sent.
  sender_values       jsonb NOT NULL,
  message             text,
  send_email          boolean NOT NULL,
  -- Unique per workspace (NULLs never collide): a replayed send finds the original.
  idempotency_key     text,
  api_key_id          text REFERENCES api_keys (id),
  member_id           text REFERENCES members (id),
  has_signed_document boolean NOT NULL DEFAULT false,
  signed_document_id  text REFERENCES documents (id),
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  declined_at         timestamptz,
  expired_at          timestamptz,
  voided_at           timestamptz,
  void_reason         text,
  CONSTRAINT signature_requests_idempotency UNIQUE (workspace_id, idempotency_key)
);
CREATE INDEX signature_requests_list ON signature_requests (workspace_id, created_at DESC, id DESC);
CREATE INDEX signature_requests_due ON signature_requests (expires_at) WHERE status IN ('pending', 'opened');

CREATE TABLE submitters (
  id               text PRIMARY KEY,
  request_id       text NOT NULL REFERENCES signature_requests (id),
  -- 0-based signing order (the template's role order).
  position         integer NOT NULL,
  role             text NOT NULL,
  name             text NOT NULL,
  email            text NOT NULL,
  status           text NOT NULL DEFAULT 'awaiting'
                   CHECK (status IN ('awaiting', 'opened', 'completed', 'declined')),
  -- When their turn began (the invitation, e-mailed or not).
  invited_at       timestamptz,
  opened_at        timestamptz,
  completed_at     timestamptz,
  declined_at      timestamptz,
  last_reminded_at timestamptz,
  UNIQUE (request_id, position)
);

-- Transactional outbox: rows are written in the transaction that makes the change they announce;
-- a worker (any number of processes) claims due rows with FOR UPDATE SKIP LOCKED and a lease,
-- renders and delivers them. Bodies are rendered at delivery from `params`, so signing links
-- (credentials) are derived then and never stored.
CREATE TABLE outbox_messages (
  id              text PRIMARY KEY,
  workspace_id    text REFERENCES workspaces (id),
  request_id      text REFERENCES signature_requests (id),
  -- The submitter whose signing link the message carries, if any.
  submitter_id    text REFERENCES submitters (id),
  kind            text NOT NULL,
  to_email        text NOT NULL,
  to_name         text,
  params          jsonb NOT NULL,
  -- Documents attached by reference: [{documentId, filename, contentType}], read at delivery.
  attachments     jsonb NOT NULL DEFAULT '[]',
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  locked_until    timestamptz,
  last_error      text,
  -- 'smtp' or 'mailbox' (the local mailbox of CONTRACT §7 when SMTP_URL is unset).
  delivered_via   text,
  created_at      timestamptz NOT NULL,
  sent_at         timestamptz
);
CREATE INDEX outbox_messages_due ON outbox_messages (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX outbox_messages_request ON outbox_messages (request_id);
CREATE INDEX outbox_messages_mailbox ON outbox_messages (sent_at DESC, id DESC) WHERE delivered_via = 'mailbox';
