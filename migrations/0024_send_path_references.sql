-- References on the send path, kept by construction and by parents that are never deleted (issue 10).
--
-- A send writes a request, its submitters, an audit entry and an invitation in one statement, and
-- every foreign key on those rows made PostgreSQL run a query per row and take a share lock on the
-- parent: ten per send, against the same workspace, template, key and member rows for every send of
-- a workspace, which is where a batch of sends spent most of its time (a shared lock held by two
-- transactions at once becomes a multixact). What those keys guaranteed still holds, by two rules:
--
-- 1. Every reference is to a row that exists when it is written: the workspace, key and member were
--    read by the authentication of the same call, the template is joined by the send statement itself
--    (a request is inserted only for a published template of its workspace), and the submitters and
--    the invitation refer to the request written by the same statement. Every other writer of these
--    tables (reminders, notices, audit entries of signers' actions) refers to a request it has read,
--    usually locked, in its own transaction.
-- 2. None of those parents is ever deleted: a key is revoked, a member removed, a template archived, a
--    request voided or expired. The triggers below make that a rule of the database, so a reference,
--    once valid, stays valid; an operator's DELETE or TRUNCATE is refused with a message saying so.
ALTER TABLE signature_requests
  DROP CONSTRAINT signature_requests_workspace_id_fkey,
  DROP CONSTRAINT signature_requests_template_id_fkey,
  DROP CONSTRAINT signature_requests_api_key_id_fkey,
  DROP CONSTRAINT signature_requests_member_id_fkey;
ALTER TABLE submitters DROP CONSTRAINT submitters_request_id_fkey;
ALTER TABLE audit_log DROP CONSTRAINT audit_log_workspace_id_fkey;
ALTER TABLE outbox_messages
  DROP CONSTRAINT outbox_messages_workspace_id_fkey,
  DROP CONSTRAINT outbox_messages_request_id_fkey,
  DROP CONSTRAINT outbox_messages_submitter_id_fkey;

CREATE FUNCTION countersign_never_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING
    ERRCODE = 'restrict_violation',
    MESSAGE = format('rows of %I are never deleted', TG_TABLE_NAME),
    HINT = 'Other rows refer to them without a foreign key: revoke a key, remove a member, archive a template, void a request.';
END;
$$;

CREATE TRIGGER workspaces_never_deleted BEFORE DELETE ON workspaces
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER workspaces_never_truncated BEFORE TRUNCATE ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER templates_never_deleted BEFORE DELETE ON templates
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER templates_never_truncated BEFORE TRUNCATE ON templates
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER api_keys_never_deleted BEFORE DELETE ON api_keys
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER api_keys_never_truncated BEFORE TRUNCATE ON api_keys
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER members_never_deleted BEFORE DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER members_never_truncated BEFORE TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER signature_requests_never_deleted BEFORE DELETE ON signature_requests
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER signature_requests_never_truncated BEFORE TRUNCATE ON signature_requests
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER submitters_never_deleted BEFORE DELETE ON submitters
  FOR EACH ROW EXECUTE FUNCTION countersign_never_deleted();
CREATE TRIGGER submitters_never_truncated BEFORE TRUNCATE ON submitters
  FOR EACH STATEMENT EXECUTE FUNCTION countersign_never_deleted();
