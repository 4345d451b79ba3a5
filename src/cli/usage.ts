// The CLI's help text: every command, one line each (docs/operations.md, "The operator's CLI", repeats it).
export const USAGE = `Usage: countersign <command> [options]

Operator API (talks to a running service; --url or COUNTERSIGN_URL, else http://127.0.0.1:$PORT, else
the address the service on $DATA_DIR recorded there, else http://127.0.0.1:3000;
--token or ADMIN_TOKEN, default the token saved in $DATA_DIR/admin-token). Lists print a table, or
the API's JSON with --json; every other command prints the API's JSON, or with --print <property>
that one property as plain text (WS=$(countersign workspaces create … --print id)):
  workspaces list [--limit N] [--offset N] [--json]
  workspaces create --name <name> --plan <plan>
  workspaces get <workspaceId>
  workspaces update <workspaceId> [--name <name>] [--plan <plan>] [--retention-days <1-3650|none>]
  workspaces export <workspaceId> > file.zip     everything it holds (requests, templates, members,
                                                audit log, executed documents)
  workspaces delete <workspaceId> --confirm "<workspace name>"
                                                delete it and everything in it (export it first)
  workspaces confirm-domain <workspaceId> <domain>
                                                confirm its single sign-on auto-join domain (one of
                                                its owners must have an address there)
  erase-person --workspace <workspaceId> --email <address>
                                                erase every ended request on which the address signs;
                                                lists the requests still in flight
  members list <workspaceId> [--json]
  members add <workspaceId> --email <email> --name <name> [--role owner|member]
  members remove <workspaceId> <memberId>
  keys list <workspaceId> [--json]
  keys create <workspaceId> --member <memberId> [--name <name>] [--expires-at <iso>]
             [--scopes <scope,...>]     submissions:read, submissions:write, documents:read,
                                        templates:read, templates:write (default: all of them)
  keys revoke <workspaceId> <keyId>
  notifications <workspaceId>
  audit-log <workspaceId> [--limit N] [--offset N]
  mailbox [--save <dir>]                the local mailbox; --save writes each message as an .eml file
  clock [--advance <seconds>] [--freeze | --unfreeze]
                                        (only with TEST_CLOCK=1) read the test clock, move it, stop
                                        it (moved only by --advance) or let it run on
  backup <file>                         the embedded database, DATA_DIR's keys and any documents in a
                                        bucket, taken from the running service (on PostgreSQL use
                                        pg_dump: docs/operations.md)
  restore <file> --data-dir <dir>       unpack a backup into a new, empty data directory (documents go
                                        back into the bucket of DOCUMENT_STORE_URL, which must name the
                                        backed-up service's bucket and prefix: restoring into another
                                        bucket or prefix is not supported), then start the service
                                        with DATA_DIR=<dir>

On this machine (read the same environment as npm start):
  doctor                                check the configuration, database, Redis, S3, SMTP and the
                                        sealing certificate; exits 1 when a check failed
  worker                                run the e-mail outbox worker and expiry sweep
  migrate                               apply database migrations and exit
  --version                             the version of Countersign

Plans: free, starter, professional, max, team_standard, team_premium, enterprise`;
