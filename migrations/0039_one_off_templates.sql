-- "Send a document" once (issue 32 item 5): a template made for one send from the requests page. It
-- is published when its sender goes on to pick the signers, and hidden from the application's
-- templates lists; the request it was sent with shows it. Everything else treats it as any template.
ALTER TABLE templates ADD COLUMN one_off boolean NOT NULL DEFAULT false;
