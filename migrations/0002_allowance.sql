-- Monthly allowance: one counter row per workspace and UTC calendar month (spec §8).
CREATE TABLE usage_counters (
  workspace_id text NOT NULL REFERENCES workspaces (id),
  period_start timestamptz NOT NULL,
  used         integer NOT NULL CHECK (used >= 0),
  PRIMARY KEY (workspace_id, period_start)
);
