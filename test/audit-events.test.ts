// One naming of audit events (issue 31 item 12): every action the code can write is in the one list
// the writers are typed against (audit/actions.ts), each has a label and a timeline sentence in every
// language, and a request's timeline names the same events the settings page's audit log does — the
// verification events read "Wrong verification code", not `signature_request.verification_failed`.
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { AUDIT_ACTIONS, type AuditAction } from '../src/audit/actions.ts';
import { type AuditEntry, recordAudit } from '../src/audit/audit.ts';
import { translator } from '../src/i18n/catalogue.ts';
import { LANGUAGES } from '../src/i18n/locales.ts';
import { eventLabel, eventSentence } from '../src/web/audit-events.ts';
import { type OwnerApp, SERVICES_VALUES, seedSigners, startOwnerApp } from './app-support.ts';
import { ROOT } from './helpers.ts';
import { send } from './requests-fixtures.ts';

const ACTION = /^[a-z_]+\.[a-z_]+$/;

async function sources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'i18n') found.push(...(await sources(full)));
    } else if (entry.name.endsWith('.ts')) found.push(full);
  }
  return found;
}

/** Every action literal the code hands to the audit log: recordAudit's `action:`, recordMemberAction's argument, the verification helper's `audit(…)` and the send statement's SQL. */
async function writtenActions(): Promise<Map<string, string>> {
  const written = new Map<string, string>();
  for (const file of await sources(path.join(ROOT, 'src'))) {
    const text = await readFile(file, 'utf8');
    const where = path.relative(ROOT, file);
    const add = (literal: string) => ACTION.test(literal) && written.set(literal, where);
    for (const m of text.matchAll(/\baction:\s*'([^']+)'/g)) add(m[1]);
    for (const m of text.matchAll(/\baudit\(\s*'([^']+)'/g)) add(m[1]);
    for (const m of text.matchAll(/recordMemberAction\(([^;]*?)\);/gs))
      for (const literal of m[1].matchAll(/'([^']+)'/g)) add(literal[1]);
    for (const m of text.matchAll(/INSERT INTO audit_log[\s\S]*?RETURNING/g))
      for (const literal of m[0].matchAll(/'([^']+)'/g)) add(literal[1]);
  }
  return written;
}

const sample = (action: AuditAction): AuditEntry => ({
  id: 'aud_sample',
  at: new Date('2026-11-27T10:00:00.000Z'),
  action,
  requestId: null,
  actor: { type: 'signer', role: 'Client', email: 'zoe@example.test', name: 'Zoë Ångström' },
  ip: null,
  userAgent: null,
  details: null,
});

const text = (html: string) => html.replace(/<[^>]+>|[\u2068\u2069]/g, '');

describe('the audit actions the code writes', () => {
  test('are the one list, every one of them and nothing else', async () => {
    const written = await writtenActions();
    const listed = new Set<string>(AUDIT_ACTIONS);
    const unlisted = [...written].filter(([action]) => !listed.has(action));
    assert.deepEqual(unlisted, [], 'written but not in audit/actions.ts');
    const unwritten = AUDIT_ACTIONS.filter((action) => !written.has(action));
    assert.deepEqual(unwritten, [], 'listed but written nowhere');
  });

  test('each has a label and a timeline sentence in every language, never the code', () => {
    for (const language of LANGUAGES) {
      const t = translator(language);
      for (const action of AUDIT_ACTIONS) {
        const label = eventLabel(action, t);
        assert.ok(
          label.trim() && label !== action && !label.includes(action),
          `${language} ${action}: ${label}`,
        );
        const sentence = text(String(eventSentence(sample(action), 'Zoë Ångström', t)));
        assert.ok(
          !sentence.includes(action) && !/\{\w+\}/.test(sentence),
          `${language} ${action}: ${sentence}`,
        );
        assert.match(sentence, /\p{L}{3}/u, `${language} ${action}: ${sentence}`);
      }
    }
  });

  test('an action this version never writes is shown as recorded', () => {
    const t = translator('en');
    assert.equal(eventLabel('custom.future_action', t), 'custom.future_action');
  });
});

describe('a request’s timeline and the audit log', () => {
  let o: OwnerApp;
  let requestId: string;
  before(async () => {
    o = await startOwnerApp('enterprise');
    const sent = await send(o.t.url, o.tenant.apiKey, {
      templateId: o.templateId,
      submitters: seedSigners('Timeline'),
      values: SERVICES_VALUES,
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    requestId = sent.body.id;
    // Every event a request's trail can hold, by a signer: the verification events included.
    for (const action of AUDIT_ACTIONS.filter((a) => /^(signature_request|document)\./.test(a))) {
      if (action === 'signature_request.sent') continue;
      await recordAudit(o.t.services.db, o.t.services.clock, {
        workspaceId: o.tenant.workspaceId,
        requestId,
        action,
        actor: sample(action).actor,
      });
    }
  });
  after(() => o?.t.close());

  test('name every event in words, the same words as the audit log', async () => {
    const page = await o.owner.get(`/app/requests/${requestId}`);
    assert.equal(page.status, 200);
    const timeline = text(/<ol class="timeline">([\s\S]*?)<\/ol>/.exec(page.text)?.[1] ?? '');
    assert.doesNotMatch(timeline, /signature_request\.|document\./, timeline);
    assert.match(timeline, /Wrong verification code \(Zoë Ångström\)/);
    assert.match(timeline, /Verification code sent \(Zoë Ångström\)/);
    assert.match(timeline, /Signer verified \(Zoë Ångström\)/);
    assert.match(timeline, /Verification locked \(Zoë Ångström\)/);
    assert.match(timeline, /Document timestamped \(Zoë Ångström\)/);
    const log = await o.owner.get(`/app/settings?request=${requestId}`);
    assert.equal(log.status, 200);
    const table = text(/<table class="list audit"[\s\S]*?<\/table>/.exec(log.text)?.[0] ?? '');
    assert.match(table, /Wrong verification code/);
    assert.doesNotMatch(table, /signature_request\.|document\./);
  });

  test('read in German too', async () => {
    const page = await o.owner.request('GET', `/app/requests/${requestId}`, undefined, {
      'accept-language': 'de',
    });
    const timeline = text(/<ol class="timeline">([\s\S]*?)<\/ol>/.exec(page.text)?.[1] ?? '');
    assert.doesNotMatch(timeline, /signature_request\.|document\./, timeline);
    assert.match(timeline, /Falscher Bestätigungscode \(Zoë Ångström\)/);
  });
});
