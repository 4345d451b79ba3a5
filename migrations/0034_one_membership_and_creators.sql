-- Sign-in, hardened (issue 25, item 5): one active membership per address per workspace, and who
-- created each template (a plain member manages their own; owners manage all).

-- An address may have been added twice to one workspace (two active members, two links per ask).
-- Before the unique index, each such group keeps its oldest membership and the later ones are marked
-- removed, with nothing the person had lost: the kept membership takes the highest role of the group
-- (owner wins), and the later ones' API keys, passkeys and sent requests move to it. Their open
-- sessions end (every session lookup joins the member's status); the person signs in again.
CREATE TEMPORARY TABLE member_duplicates ON COMMIT DROP AS
SELECT id, role, kept_id
  FROM (SELECT id, role,
               first_value(id) OVER same AS kept_id,
               row_number() OVER same AS n
          FROM members
         WHERE status = 'active'
        WINDOW same AS (PARTITION BY workspace_id, lower(email) ORDER BY created_at, id)) ranked
 WHERE n > 1;

UPDATE members SET role = 'owner'
 WHERE id IN (SELECT kept_id FROM member_duplicates WHERE role = 'owner');
UPDATE api_keys k SET member_id = d.kept_id FROM member_duplicates d WHERE k.member_id = d.id;
UPDATE passkeys p SET member_id = d.kept_id FROM member_duplicates d WHERE p.member_id = d.id;
UPDATE signature_requests r SET member_id = d.kept_id FROM member_duplicates d WHERE r.member_id = d.id;
UPDATE members m SET status = 'removed', removed_at = now()
  FROM member_duplicates d WHERE m.id = d.id;

CREATE UNIQUE INDEX members_one_active_address ON members (workspace_id, lower(email))
  WHERE status = 'active';

-- The member who created a template. Templates created before this column (and through the operator
-- API) have none: NULL means owner-managed.
ALTER TABLE templates ADD COLUMN created_by text REFERENCES members (id);
