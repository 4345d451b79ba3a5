-- Copies and the sender's completion e-mail (issue 24 items 1 and 4).
-- `cc`: the people copied on a request, as given at send: [{"email": "…", "name": "…" | null}], at most
-- ten. They sign nothing and get no link; they are e-mailed the outcome. Personal data: erasure blanks
-- it to '[]' with the rest of the request's tombstone, and the export carries it in the resource.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS cc jsonb NOT NULL DEFAULT '[]'::jsonb;
-- Whether the member wants the completion e-mail (with the executed PDF) for the requests they send.
-- On by default; the member turns it off in the application.
ALTER TABLE members ADD COLUMN IF NOT EXISTS notify_on_completion boolean NOT NULL DEFAULT true;
