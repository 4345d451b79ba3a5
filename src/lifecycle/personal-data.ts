// Where personal data lives, column by column, and how each kind of erasure reaches it (issue 21).
// Every table and column of the schema is named here; a test compares this map with the migrated
// database, so a migration that adds a column fails the suite until someone decides what erasure
// does with it. For the two tables an erased request keeps as its tombstone, the blanking statement
// is made from this map, so a new personal column there is blanked without further code.

/** What erasing a request does to a table's rows. */
export type RequestErasure =
  /** The row stays, every `personal` column set to its blank value. */
  | 'tombstone'
  /** The request's rows are deleted. */
  | 'deleted'
  /** The rows stay; the personal columns are redacted (audit entries: see redactedAuditEntry). */
  | 'redacted'
  /** The table holds no rows of a request. */
  | 'none';

export interface TableRule {
  /** What becomes of the rows when a request is erased. */
  request: RequestErasure;
  /** What becomes of them when a removed member is erased (nothing in flight refers to them). */
  member: 'blanked' | 'deleted' | 'redacted' | 'none';
  /** Personal columns, each with the SQL value it is blanked to (null: the column is not blanked in place). */
  personal: Record<string, string | null>;
  /** Columns holding nothing personal (ids, states, times, hashes, counters). */
  kept: string[];
}

/**
 * Every table. Workspace deletion deletes every row of the workspace in every table that has a
 * workspace (the request tombstones excepted, which keep only ids, times and hashes).
 */
export const DATA_MAP: Record<string, TableRule> = {
  signature_requests: {
    request: 'tombstone',
    member: 'none',
    personal: {
      template_name: "''",
      sender_values: "'{}'::jsonb",
      message: 'NULL',
      void_reason: 'NULL',
      search_text: 'NULL',
      // The people copied on it (issue 24): their addresses and names.
      cc: "'[]'::jsonb",
      // Generated from search_text.
      search_vector: null,
      // Who sent it: ids that lead to a person.
      api_key_id: 'NULL',
      member_id: 'NULL',
      // The documents are deleted; the tombstone keeps their hashes instead.
      signed_document_id: 'NULL',
      sent_document_id: 'NULL',
      executed_pages_document_id: 'NULL',
      has_signed_document: 'false',
    },
    kept: [
      'id',
      'workspace_id',
      'template_id',
      'status',
      'send_email',
      // Its SHA-256 (migration 0025): the key stays spent, the caller's string is not kept.
      'idempotency_key',
      'created_at',
      'expires_at',
      'completed_at',
      'declined_at',
      'expired_at',
      'voided_at',
      'erased_at',
      'erased_by',
      'executed_sha256',
      'executed_pages_sha256',
      // The schedule of automatic reminders (migration 0030): two numbers.
      'remind_every_days',
      'remind_max',
      // Where it came from (migration 0049): 'api', 'application' or 'public_link'.
      'source',
    ],
  },
  submitters: {
    request: 'tombstone',
    member: 'none',
    personal: {
      name: "''",
      email: "''",
      locale: "'en'",
      signer_values: 'NULL',
      signature: 'NULL',
      initials: 'NULL',
      decline_reason: 'NULL',
      opened_ip: 'NULL',
      opened_user_agent: 'NULL',
      acted_ip: 'NULL',
      acted_user_agent: 'NULL',
      consent_text: 'NULL',
      invited_at: 'NULL',
      opened_at: 'NULL',
      completed_at: 'NULL',
      declined_at: 'NULL',
      last_reminded_at: 'NULL',
      // The signer's check (migration 0029): the code's hash, its times and counters are theirs.
      verification_secret: 'NULL',
      verification_code_sent_at: 'NULL',
      verification_sends: 'NULL',
      verification_failures: '0',
      verification_locked_until: 'NULL',
      verified_at: 'NULL',
      // Issue 45 (migration 0047): the member whose own turn it was, and who hosted it: ids that
      // lead to a person.
      member_id: 'NULL',
      hosted_by_member_id: 'NULL',
    },
    // The signing link of an erased request still leads to a page saying it was removed.
    kept: [
      'id',
      'request_id',
      'position',
      'role',
      'status',
      'consent_sha256',
      'consent_locale',
      // Whether the sender chose the signer's language (migration 0050): a flag, nothing of the person.
      'locale_chosen',
      // Which check the sender asked for (migration 0029): access_code or email_code, nothing of the person.
      'verification_method',
      // How many automatic reminders went to the signer (migration 0030): a counter.
      'auto_reminders_sent',
      // The version of their signing link, moved on by a correction (migration 0044): a counter.
      'link_version',
      // How the turn was taken (migration 0047): in_person or own_session, nothing of the person.
      'hosted_mode',
    ],
  },
  audit_log: {
    request: 'redacted',
    member: 'redacted',
    personal: { actor: null, ip: 'NULL', user_agent: 'NULL', details: null },
    kept: ['id', 'workspace_id', 'request_id', 'action', 'at'],
  },
  // The change feed (migration 0043): an erased request's events stay without the signer's address.
  events: {
    request: 'redacted',
    member: 'none',
    personal: { email: 'NULL' },
    kept: ['row_id', 'workspace_id', 'seq', 'type', 'request_id', 'at', 'role', 'source'],
  },
  event_sequences: { request: 'none', member: 'none', personal: {}, kept: ['workspace_id', 'last_seq'] },
  outbox_messages: {
    request: 'deleted',
    member: 'none',
    // Also dropped from delivered messages after OPERATIONAL_DATA_DAYS (operational-data.ts).
    personal: { to_email: null, to_name: null, params: null, attachments: null, last_error: null },
    kept: [
      'id',
      'workspace_id',
      'request_id',
      'submitter_id',
      'link_version',
      'kind',
      'status',
      'attempts',
      'next_attempt_at',
      'locked_until',
      'delivered_via',
      'created_at',
      'sent_at',
      'recipient_sha256',
      'redacted_at',
    ],
  },
  signer_attachments: {
    // A request's attachments (migration 0042): the rows and their documents are deleted with the
    // request; an upload no completion referred to goes sooner (lifecycle/attachments.ts).
    request: 'deleted',
    member: 'none',
    personal: { filename: null, size: null, sha256: null, content_type: null, document_id: null },
    kept: ['id', 'workspace_id', 'request_id', 'submitter_id', 'role', 'field_key', 'created_at'],
  },
  notifications: {
    request: 'deleted',
    member: 'none',
    personal: {},
    kept: ['id', 'workspace_id', 'type', 'request_id', 'created_at', 'read_at'],
  },
  notification_reads: {
    request: 'deleted',
    member: 'deleted',
    personal: {},
    kept: ['notification_id', 'member_id', 'read_at'],
  },
  document_timestamps: {
    request: 'deleted',
    member: 'none',
    personal: {},
    kept: [
      'request_id',
      'document_id',
      'status',
      'attempts',
      'next_attempt_at',
      'locked_until',
      'last_error',
      'timestamped_document_id',
      'created_at',
      'completed_at',
    ],
  },
  documents: {
    // A request's documents (as sent, executed pages, executed, timestamped) are deleted, and their
    // objects in a bucket after the commit (storage.ts releaseObjects / purgeReleased).
    request: 'deleted',
    member: 'none',
    personal: { bytes: null },
    kept: ['id', 'workspace_id', 'content_type', 'sha256', 'size', 'created_at', 'store', 'location'],
  },
  members: {
    request: 'none',
    member: 'blanked',
    // Their chosen language is a preference of theirs too.
    // Whether they want the completion e-mail (issue 24) is a preference too; erased, it is the default.
    personal: { email: "''", name: "''", locale: 'NULL', notify_on_completion: 'true' },
    kept: [
      'id',
      'workspace_id',
      'status',
      'role',
      'created_at',
      'removed_at',
      'last_signed_in_at',
      'notifications_read_until',
      'erased_at',
    ],
  },
  member_sessions: {
    request: 'none',
    member: 'deleted',
    // Also blanked OPERATIONAL_DATA_DAYS after the session ended (operational-data.ts).
    personal: { ip: 'NULL', user_agent: 'NULL' },
    kept: [
      'id',
      'workspace_id',
      'member_id',
      'token_hash',
      'method',
      'created_at',
      'last_seen_at',
      'expires_at',
      'ended_at',
    ],
  },
  member_links: {
    request: 'none',
    member: 'deleted',
    personal: {},
    kept: ['id', 'workspace_id', 'member_id', 'purpose', 'token_hash', 'created_at', 'expires_at', 'used_at'],
  },
  passkeys: {
    request: 'none',
    member: 'deleted',
    // A device's name ("Zoë's phone") and the credential that identifies the person's device.
    personal: { name: null, credential_id: null, public_key: null, transports: null, device_type: null },
    kept: ['id', 'workspace_id', 'member_id', 'counter', 'backed_up', 'created_at', 'last_used_at'],
  },
  api_keys: {
    request: 'none',
    // A removed member's keys keep answering 403 key_creator_left_organization; only their names go.
    member: 'blanked',
    personal: { name: 'NULL' },
    kept: [
      'id',
      'workspace_id',
      'member_id',
      'secret_hash',
      'last_four',
      'created_at',
      'expires_at',
      'revoked_at',
      'last_used_at',
      'scopes',
    ],
  },
  workspaces: {
    request: 'none',
    member: 'none',
    personal: {},
    kept: [
      'id',
      'name',
      'plan',
      'created_at',
      'retention_days',
      'deleting_at',
      // The default schedule of automatic reminders (migration 0030).
      'default_remind_every_days',
      'default_remind_max',
      // The language of signers the sender chose none for (migration 0050).
      'default_locale',
      // Branding (migration 0032): the workspace's own name, colour and logo, deleted with it.
      'display_name',
      'accent_color',
      'logo',
      'logo_type',
      'logo_sha256',
      'logo_width',
      'logo_height',
      // The origins allowed to embed signing pages (migration 0033): web addresses, no person's.
      'embed_origins',
      // Single sign-on (migration 0031): required or not, and a company's e-mail domain (no person's).
      'sso_required',
      'sso_join_domain',
      // Its proof (migration 0037): a random token, when and how the domain was verified.
      'sso_join_domain_token',
      'sso_join_domain_verified_at',
      'sso_join_domain_verified_by',
    ],
  },
  templates: {
    // The workspace's own documents, deleted with the workspace. A document sent once (one_off) is
    // its request's document: erasing that request blanks and archives it (erase-one-off.ts).
    request: 'none',
    member: 'none',
    personal: {},
    kept: [
      'id',
      'workspace_id',
      'name',
      'kind',
      'status',
      'roles',
      'body',
      'inputs',
      'pdf_document_id',
      // Its documents (migration 0038): names, page counts, document ids, SHA-256s, filenames; the
      // documents themselves are the workspace's, deleted with it like pdf_document_id's.
      'documents',
      'created_at',
      'published_at',
      'archived_at',
      'working_copy',
      // The member who created it (migration 0034), an id: the member row is blanked on erasure.
      'created_by',
      // Made to be sent once from the requests page (migration 0039), a flag.
      'one_off',
    ],
  },
  usage_counters: {
    request: 'none',
    member: 'none',
    personal: {},
    kept: ['workspace_id', 'period_start', 'used', 'stripe'],
  },
  request_counts: {
    request: 'none',
    member: 'none',
    personal: {},
    kept: ['workspace_id', 'template_id', 'status', 'n', 'stripe'],
  },
  document_objects: {
    request: 'none',
    member: 'none',
    personal: {},
    kept: ['location', 'written_at', 'release_requested_at'],
  },
  webauthn_challenges: {
    request: 'none',
    member: 'none',
    personal: {},
    kept: ['id', 'purpose', 'binding', 'challenge', 'created_at', 'expires_at', 'used_at'],
  },
  oidc_sign_ins: {
    // Single sign-on attempts (migration 0031): minutes long, bound to no workspace or member; the
    // verified address waits here only while its person chooses a workspace, and each new attempt
    // deletes the rows an hour past their expiry.
    request: 'none',
    member: 'none',
    personal: { email: null },
    kept: [
      'id',
      'binding_hash',
      'state',
      'nonce',
      'code_verifier',
      'created_at',
      'expires_at',
      'used_at',
      'chosen_at',
    ],
  },
  removed_member_addresses: {
    // The hash of a removed member's address (migration 0036), kept when the sweep blanks their row
    // so that auto-join by domain does not bring them back; erase-person deletes it.
    request: 'none',
    member: 'none',
    personal: { email_sha256: null },
    kept: ['workspace_id', 'removed_at'],
  },
  signing_hosts: {
    // A turn opened on a member's device (migration 0047, issue 45): the token's hash, its life and
    // which member's session used it. Deleted with the request (and with its workspace's requests).
    request: 'deleted',
    member: 'none',
    personal: { member_id: null, session_id: null },
    kept: [
      'id',
      'workspace_id',
      'request_id',
      'submitter_id',
      'mode',
      'token_hash',
      'created_at',
      'expires_at',
      'used_at',
    ],
  },
  public_links: {
    // A template's public link (migration 0049, issue 45 item 4): the random part of its URL, its
    // settings, and the people named for the roles after the first. A person's erasure turns off
    // every link naming their address and removes them (templates/public-links.ts forgetFixedSubmitter);
    // deleted with the template and with the workspace; in the export as public-links.jsonl.
    request: 'none',
    member: 'none',
    personal: { fixed_submitters: null },
    kept: ['template_id', 'workspace_id', 'token', 'verify_email', 'member_id', 'created_at', 'updated_at'],
  },
  document_jobs: {
    // Document work handed from API nodes to documents nodes (migration 0046, issue 43): minutes long.
    // The input (documents, values, names) and the reply are personal while the job lives; the
    // waiting node deletes the row as it reads the reply, the input is emptied when the work is done,
    // and documents nodes delete every reply nobody read, and every job nobody claimed, after ten
    // minutes (platform/work/jobs.ts forgetStaleJobs). Nothing else keeps them.
    request: 'none',
    member: 'none',
    personal: { input: null, output: null },
    kept: [
      'id',
      'tenant',
      'task',
      'timeout_ms',
      'status',
      'attempts',
      'claimed_by',
      'lease_until',
      'created_at',
      'finished_at',
    ],
  },
  instance_settings: { request: 'none', member: 'none', personal: {}, kept: ['key', 'value'] },
  test_clock: { request: 'none', member: 'none', personal: {}, kept: ['id', 'offset_ms', 'frozen_ms'] },
  schema_migrations: { request: 'none', member: 'none', personal: {}, kept: ['name', 'applied_at'] },
};

/** `col = blank, …` for a table blanked in place: every personal column with a blank value. */
export function blankingAssignments(
  table: 'signature_requests' | 'submitters' | 'members' | 'member_sessions' | 'api_keys',
): string {
  return Object.entries(DATA_MAP[table].personal)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([column, blank]) => `${column} = ${blank}`)
    .join(', ');
}

/**
 * Audit details kept when an entry is redacted: ids, kinds, hashes, counts and times. Everything else
 * (addresses, names, reasons, idempotency keys, any key added later) is dropped: the list says what
 * may stay, so a new detail is forgotten unless someone decides it is not personal.
 */
export const AUDIT_DETAILS_KEPT = [
  'templateId',
  'sendEmail',
  'role',
  'signatureType',
  'consent',
  'consentSha256',
  'consentLocale',
  'notified',
  'documentId',
  'previousDocumentId',
  'size',
  'expiresAt',
  'timestampedAt',
  'authority',
  'memberId',
  'apiKeyId',
  'passkeyId',
  'sessionId',
  // Issue 45: how a turn was taken (in_person, own_session) and the hosting member's id.
  'hosted',
  'hostMemberId',
  'linkId',
  'notificationId',
  'method',
  'all',
  'status',
  'cause',
  'retentionDays',
  // The signer's check (issue 24): attempts left and the end of a lock, counts and times.
  'attemptsLeft',
  'lockedUntil',
  // Issue 31: a lock until the sender's reminder, and the reminder that lifted it.
  'untilReminded',
  'unlocked',
] as const;

const KEPT = new Set<string>(AUDIT_DETAILS_KEPT);

export interface AuditPersonal {
  actor: Record<string, unknown>;
  details: Record<string, unknown> | null;
}

/** An audit entry's actor and details without anything personal. */
export function redactedAuditEntry(entry: AuditPersonal): AuditPersonal {
  const actor =
    entry.actor.type === 'signer' ? { type: 'signer', role: entry.actor.role ?? null } : { ...entry.actor };
  if (!entry.details) return { actor, details: null };
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry.details)) {
    if (KEPT.has(key)) details[key] = value;
  }
  // Who was sent to: their roles stay, their addresses go.
  if (Array.isArray(entry.details.submitters)) {
    details.submitters = entry.details.submitters.map((s: { role?: unknown }) => ({ role: s?.role ?? null }));
  }
  return { actor, details };
}
