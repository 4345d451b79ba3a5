-- Striped counters (issue 10). Every send charges the month's usage counter and every new request
-- moves its workspace's count of pending requests; with one row per counter, two sends being written
-- at once on two connections queue on that row's lock until the first commits. The counters are now
-- split into stripes: each database session adds to the stripe of its backend (countersign_stripe),
-- and readers sum the stripes. Sessions on different backends then touch different rows.
--
-- The allowance stays exact where there is a limit: a charge under a limit always goes to stripe 0,
-- whose row lock orders such charges, and checks the sum of every stripe (the others only grow while
-- the plan is unlimited). Unlimited plans charge their own backend's stripe.
CREATE FUNCTION countersign_stripe() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;

ALTER TABLE usage_counters ADD COLUMN stripe smallint NOT NULL DEFAULT 0;
ALTER TABLE usage_counters DROP CONSTRAINT usage_counters_pkey;
ALTER TABLE usage_counters ADD PRIMARY KEY (workspace_id, period_start, stripe);

ALTER TABLE request_counts ADD COLUMN stripe smallint NOT NULL DEFAULT 0;
ALTER TABLE request_counts DROP CONSTRAINT request_counts_pkey;
ALTER TABLE request_counts ADD PRIMARY KEY (workspace_id, template_id, status, stripe);

-- Each statement's changes are summed per counter and added to this session's stripe, in key order.
CREATE OR REPLACE FUNCTION request_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), count(*) FROM new_rows
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION request_counts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), sum(delta) FROM (
    SELECT workspace_id, template_id, status, 1 AS delta FROM new_rows
    UNION ALL
    SELECT workspace_id, template_id, status, -1 AS delta FROM old_rows
  ) changes
  GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;

-- A deletion is a negative change like any other (a stripe may go below zero; the sum does not).
CREATE OR REPLACE FUNCTION request_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO request_counts (workspace_id, template_id, status, stripe, n)
  SELECT workspace_id, template_id, status, countersign_stripe(), -count(*) FROM old_rows
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (workspace_id, template_id, status, stripe) DO UPDATE SET n = request_counts.n + EXCLUDED.n;
  RETURN NULL;
END;
$$;
