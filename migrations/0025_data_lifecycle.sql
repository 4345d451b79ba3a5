-- Data lifecycle (issue 21): erasure of a request, retention per workspace, deletion of a workspace,
-- and personal data kept no longer than its purpose. What stays of an erased request is its row in
-- signature_requests as a tombstone (ids, status, times, who erased it, the executed document's
-- SHA-256) and its submitters' rows without anything personal; src/lifecycle/ does the erasing.

-- Idempotency keys are kept as their SHA-256 (hex): a replay is found by the hash, so a key stays
-- spent after its request is erased without the key itself (a caller's string, which may name a
-- person) being kept.
UPDATE signature_requests SET idempotency_key = encode(sha256(convert_to(idempotency_key, 'UTF8')), 'hex')
 WHERE idempotency_key IS NOT NULL;

-- The tombstone's own columns. executed_pages_sha256 lets /verify recognise an executed document
-- whose record was erased (the file embeds its executed pages, whose hash this is).
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS erased_at timestamptz;
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS erased_by jsonb;
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS executed_sha256 text;
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS executed_pages_sha256 text;
CREATE INDEX IF NOT EXISTS signature_requests_erased_pages
  ON signature_requests (executed_pages_sha256) WHERE executed_pages_sha256 IS NOT NULL;
-- Ended requests by when they ended, for the retention sweep. Partial: a send inserts a pending row,
-- which this index never holds.
CREATE INDEX IF NOT EXISTS signature_requests_ended
  ON signature_requests (workspace_id, (COALESCE(completed_at, declined_at, voided_at, expired_at)))
  WHERE erased_at IS NULL AND status IN ('completed', 'declined', 'expired', 'voided');

-- Erased requests are not counted: the list's total and the tabs drop when a request is erased.
CREATE OR REPLACE FUNCTION request_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), count(*) FROM new_rows
   WHERE erased_at IS NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION request_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), sum(delta) FROM (
    SELECT workspace_id, template_id, status, 1 AS delta FROM new_rows WHERE erased_at IS NULL
    UNION ALL
    SELECT workspace_id, template_id, status, -1 AS delta FROM old_rows WHERE erased_at IS NULL
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION request_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), -count(*) FROM old_rows
   WHERE erased_at IS NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

-- Retention: ended requests of the workspace are erased this many days after they ended (NULL:
-- kept until erased explicitly). deleting_at: the workspace is being deleted (its keys are revoked
-- and its id answers 404 from then on; the worker finishes a deletion a crash interrupted).
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS retention_days integer
  CHECK (retention_days BETWEEN 1 AND 3650);
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS deleting_at timestamptz;

-- A removed member whose name and address were erased (nothing in flight referred to them).
ALTER TABLE members ADD COLUMN IF NOT EXISTS erased_at timestamptz;

-- Delivered (or given up) e-mails keep, after OPERATIONAL_DATA_DAYS, only what the audit needs: id,
-- kind, request, times and the SHA-256 of the recipient's address; body params, recipient and
-- attachments are dropped (redacted_at).
ALTER TABLE outbox_messages ALTER COLUMN to_email DROP NOT NULL;
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS recipient_sha256 text;
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS redacted_at timestamptz;
CREATE INDEX IF NOT EXISTS outbox_messages_unredacted
  ON outbox_messages ((COALESCE(sent_at, created_at))) WHERE status <> 'pending' AND redacted_at IS NULL;

-- Objects asked to be deleted now (an erasure, an upload abandoned by its transaction) rather than
-- after the orphan grace period. The worker deletes each one no document row refers to.
ALTER TABLE document_objects ADD COLUMN IF NOT EXISTS release_requested_at timestamptz;
CREATE INDEX IF NOT EXISTS document_objects_released
  ON document_objects (release_requested_at) WHERE release_requested_at IS NOT NULL;

-- Integrity without the blanket ban (replaces migration 0024's rule): rows that others refer to
-- without a foreign key may be deleted only by the erase path, which says so for its transaction
-- (set_config('countersign.erasing', 'on', true)). Anyone else's DELETE is refused with a hint.
CREATE OR REPLACE FUNCTION countersign_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' AND current_setting('countersign.erasing', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION USING
    ERRCODE = 'restrict_violation',
    MESSAGE = format('rows of %I are deleted only by Countersign''s erasure', TG_TABLE_NAME),
    HINT = 'Other rows refer to them without a foreign key. Erase a request with DELETE /api/v1/esign/submissions/{id}, '
        || 'a person with countersign erase-person, a workspace with countersign workspaces delete; '
        || 'revoke a key, remove a member, archive a template or void a request otherwise.';
END;
$$;

CREATE TRIGGER documents_never_deleted BEFORE DELETE ON documents
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER documents_never_truncated BEFORE TRUNCATE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();

-- The audit log is append-only: an entry is never changed or deleted, except by the erase path,
-- which may blank its personal details (actor's name and address, IP address, user agent, details)
-- and, when a whole workspace goes, delete it. What an entry records (which action, on what, when)
-- never changes.
CREATE FUNCTION countersign_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' AND current_setting('countersign.erasing', true) = 'on' THEN
    IF TG_OP = 'DELETE' THEN
      RETURN OLD;
    END IF;
    IF NEW.id = OLD.id AND NEW.workspace_id = OLD.workspace_id
       AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id
       AND NEW.action = OLD.action AND NEW.at = OLD.at
       -- A member, key, operator or the system stays named by id; a signer keeps only their role.
       AND (NEW.actor = OLD.actor
            OR (OLD.actor->>'type' = 'signer'
                AND NEW.actor = jsonb_build_object('type', 'signer', 'role', OLD.actor->'role'))) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION USING
    ERRCODE = 'restrict_violation',
    MESSAGE = 'the audit log is append-only',
    HINT = 'Only Countersign''s erasure may blank the personal details of an entry; nothing may change what it records.';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION countersign_audit_append_only();
CREATE TRIGGER audit_log_never_truncated BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_audit_append_only();
