-- How many requests a workspace holds, by template and stored status, kept by statement triggers on
-- every insert, status change and delete (issue 10: a list's `total` and the application's tab counts
-- cost the same at a million requests as at ten). Each statement's changes are summed per counter
-- and applied in key order, so concurrent statements lock counters in one order. A request whose
-- expiresAt passed before the sweep recorded it still counts under its stored status here; readers
-- correct for those few through the partial indexes below, which hold only open requests by expiry.
CREATE TABLE request_counts (
  workspace_id text NOT NULL,
  template_id  text NOT NULL,
  status       text NOT NULL,
  n            bigint NOT NULL,
  PRIMARY KEY (workspace_id, template_id, status)
);

INSERT INTO request_counts (workspace_id, template_id, status, n)
SELECT workspace_id, template_id, status, count(*) FROM signature_requests GROUP BY 1, 2, 3;

CREATE FUNCTION request_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, n)
  SELECT workspace_id, template_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION request_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, n)
  SELECT workspace_id, template_id, status, sum(delta) FROM (
    SELECT workspace_id, template_id, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT workspace_id, template_id, status, -1 AS delta FROM old_rows
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE FUNCTION request_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE request_counts c SET n = c.n - d.n
    FROM (SELECT workspace_id, template_id, status, count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d
   WHERE c.workspace_id = d.workspace_id AND c.template_id = d.template_id AND c.status = d.status;
  RETURN NULL;
END;
$$;

CREATE TRIGGER request_counts_insert AFTER INSERT ON signature_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_inserted();
CREATE TRIGGER request_counts_update AFTER UPDATE ON signature_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION request_counts_updated();
CREATE TRIGGER request_counts_delete AFTER DELETE ON signature_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION request_counts_deleted();

-- Open requests by expiry: the ones whose time is up are found without reading the others.
CREATE INDEX signature_requests_open_by_expiry
  ON signature_requests (workspace_id, expires_at) WHERE status IN ('pending', 'opened');
CREATE INDEX signature_requests_open_by_template_expiry
  ON signature_requests (workspace_id, template_id, expires_at) WHERE status IN ('pending', 'opened');
