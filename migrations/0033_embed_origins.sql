-- Embedded signing (issue 25 item 4): the exact origins (`https://host[:port]`, normalised by
-- src/workspaces/embed-origins.ts) allowed to frame this workspace's signing pages opened with
-- `?embed=1`. Empty: no embedding, every signing page answers `frame-ancestors 'none'`.
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS embed_origins text[] NOT NULL DEFAULT '{}';
