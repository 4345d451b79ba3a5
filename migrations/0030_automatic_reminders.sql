-- Automatic reminders (issue 24 item 3). A request may carry a schedule: the signer whose turn it is
-- is reminded every `remind_every_days` after their invitation or their last reminder, at most
-- `remind_max` times (both NULL: no automatic reminders). A workspace may hold a default schedule that
-- a send without `reminders` takes. Each submitter counts the automatic reminders they were sent; the
-- sweep (src/requests/auto-remind.ts) claims each one with a guarded update of that count.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS remind_every_days integer
  CHECK (remind_every_days BETWEEN 1 AND 30);
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS remind_max integer
  CHECK (remind_max BETWEEN 1 AND 10);
ALTER TABLE signature_requests DROP CONSTRAINT IF EXISTS signature_requests_reminders_whole;
ALTER TABLE signature_requests ADD CONSTRAINT signature_requests_reminders_whole
  CHECK ((remind_every_days IS NULL) = (remind_max IS NULL));

ALTER TABLE submitters ADD COLUMN IF NOT EXISTS auto_reminders_sent integer NOT NULL DEFAULT 0;

ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS default_remind_every_days integer
  CHECK (default_remind_every_days BETWEEN 1 AND 30);
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS default_remind_max integer
  CHECK (default_remind_max BETWEEN 1 AND 10);
ALTER TABLE workspaces DROP CONSTRAINT IF EXISTS workspaces_default_reminders_whole;
ALTER TABLE workspaces ADD CONSTRAINT workspaces_default_reminders_whole
  CHECK ((default_remind_every_days IS NULL) = (default_remind_max IS NULL));

-- The open requests that have a schedule, for the sweep: a send with a schedule inserts into it, the
-- request's end takes it out, so it holds only what the sweep has to look at.
CREATE INDEX IF NOT EXISTS signature_requests_reminding
  ON signature_requests (id)
  WHERE remind_every_days IS NOT NULL AND send_email AND status IN ('pending', 'opened') AND erased_at IS NULL;
