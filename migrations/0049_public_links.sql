-- Public links (issue 45 item 4): a published template anyone can sign from.
-- `public_links`: one per template. `token` is the random part of the link's URL, kept as it is so
-- that owners can see the link again (it is a public address, like a share link, not a secret a
-- person holds); NULL while the link is off, and a link turned on again gets a new one, so an old
-- URL never works again. `fixed_submitters`: the people the roles after the first go to (names and
-- addresses: personal data, reached by a person's erasure). `member_id`: the owner who turned it on,
-- the sender of the requests it creates.
CREATE TABLE IF NOT EXISTS public_links (
  template_id text PRIMARY KEY REFERENCES templates (id) ON DELETE CASCADE,
  workspace_id text NOT NULL,
  token text UNIQUE,
  verify_email boolean NOT NULL DEFAULT true,
  fixed_submitters jsonb NOT NULL DEFAULT '[]'::jsonb,
  member_id text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS public_links_workspace ON public_links (workspace_id);

-- Where a request came from: the API, the application or a public link. Requests sent before this
-- column came from a key (api_key_id set) or from the application.
ALTER TABLE signature_requests ADD COLUMN IF NOT EXISTS source text NOT NULL DEFAULT 'api';
UPDATE signature_requests SET source = 'application' WHERE api_key_id IS NULL AND source = 'api';
-- The list's filter by source reads this index in the list's order.
CREATE INDEX IF NOT EXISTS signature_requests_source
  ON signature_requests (workspace_id, source, created_at DESC, id DESC) WHERE erased_at IS NULL;

-- The change feed's `signature_request.sent` says where the request came from.
ALTER TABLE events ADD COLUMN IF NOT EXISTS source text;
