-- A removal stays a removal (issue 31 item 1). When the lifecycle sweep blanks a removed member's row,
-- the SHA-256 of their address (trimmed, NFC, lower case) is kept here for that workspace, so that
-- single sign-on's auto-join by domain does not bring them back. erase-person deletes it; workspace
-- deletion deletes it with the workspace.
CREATE TABLE removed_member_addresses (
  workspace_id  text NOT NULL REFERENCES workspaces (id),
  email_sha256  text NOT NULL,
  removed_at    timestamptz NOT NULL,
  PRIMARY KEY (workspace_id, email_sha256)
);
