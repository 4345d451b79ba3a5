-- Workspace branding (issue 25 item 3): the name e-mails are sent under and pages show, an accent
-- colour, and a logo. The logo's bytes live in the row (at most 200 KB, checked before storing), with
-- its content type, its pixel size and the SHA-256 of its bytes: the logo is served at a path named
-- by that hash, so a new logo is a new URL and an old one can be cached for good.
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS display_name text
  CHECK (display_name IS NULL OR length(display_name) BETWEEN 1 AND 100);
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS accent_color text
  CHECK (accent_color IS NULL OR accent_color ~ '^#[0-9a-f]{6}$');
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS logo bytea
  CHECK (logo IS NULL OR length(logo) <= 204800);
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS logo_type text
  CHECK (logo_type IS NULL OR logo_type IN ('image/png', 'image/jpeg'));
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS logo_sha256 text;
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS logo_width integer;
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS logo_height integer;
ALTER TABLE workspaces DROP CONSTRAINT IF EXISTS workspaces_logo_whole;
ALTER TABLE workspaces ADD CONSTRAINT workspaces_logo_whole
  CHECK ((logo IS NULL) = (logo_type IS NULL) AND (logo IS NULL) = (logo_sha256 IS NULL)
     AND (logo IS NULL) = (logo_width IS NULL) AND (logo IS NULL) = (logo_height IS NULL));

-- The logo route finds a logo by its hash.
CREATE INDEX IF NOT EXISTS workspaces_logo_sha256 ON workspaces (logo_sha256) WHERE logo_sha256 IS NOT NULL;
