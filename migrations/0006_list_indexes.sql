-- Lists filtered by status, and by template and status, read a page in index order (issue 10: a page
-- of 25 stays fast at a million requests in a workspace). A status filter is written as predicates on
-- the stored status and expires_at (requests/list.ts), never as the CASE of the effective status,
-- so these indexes serve it; expires_at rides along so that counting matches needs no heap visit.
CREATE INDEX IF NOT EXISTS signature_requests_by_status
  ON signature_requests (workspace_id, status, created_at DESC, id DESC) INCLUDE (expires_at);
CREATE INDEX IF NOT EXISTS signature_requests_by_template
  ON signature_requests (workspace_id, template_id, status, created_at DESC, id DESC) INCLUDE (expires_at);
