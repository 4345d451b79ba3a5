-- Correcting a signer (issue 35 item 3). A submitter's signing link is made from their id and
-- `link_version` (src/requests/signing-tokens.ts): a correction moves the version on, so the old link
-- answers 404 and a new one is issued. An e-mail keeps the version of the link it was queued with,
-- so a message to the old address can never carry the new link.
ALTER TABLE submitters ADD COLUMN IF NOT EXISTS link_version integer NOT NULL DEFAULT 0;
ALTER TABLE outbox_messages ADD COLUMN IF NOT EXISTS link_version integer NOT NULL DEFAULT 0;
