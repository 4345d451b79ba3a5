// The rules that keep erasure complete as the schema grows (issue 21 items 2 and 9): every table and
// column of the migrated database is named in the personal-data map (a new one fails here until
// someone decides what erasure does with it), and the database itself refuses what only the erase
// path may do — deleting parents, changing the audit log — with a message saying how to erase.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { allowErasure } from '../src/lifecycle/erase-request.ts';
import { DATA_MAP, redactedAuditEntry } from '../src/lifecycle/personal-data.ts';
import { createTenant, startTestApp, type Tenant, type TestApp } from './helpers.ts';

let t: TestApp;
let tenant: Tenant;
before(async () => {
  t = await startTestApp();
  tenant = await createTenant(t);
});
after(() => t.close());

describe('the personal-data map', () => {
  test('names every table and column of the schema, and nothing else', async () => {
    const { rows } = await t.services.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        ORDER BY 1, 2`,
    );
    const schema = new Map<string, Set<string>>();
    for (const r of rows)
      schema.set(r.table_name, (schema.get(r.table_name) ?? new Set()).add(r.column_name));
    assert.deepEqual([...schema.keys()].sort(), Object.keys(DATA_MAP).sort(), 'tables');
    for (const [table, rule] of Object.entries(DATA_MAP)) {
      const mapped = [...Object.keys(rule.personal), ...rule.kept];
      assert.equal(new Set(mapped).size, mapped.length, `${table}: a column is named twice`);
      assert.deepEqual(mapped.sort(), [...schema.get(table)!].sort(), `${table}: columns`);
    }
  });

  test('an audit entry keeps ids, kinds and times; names, addresses, reasons and unknown details go', () => {
    const redacted = redactedAuditEntry({
      actor: { type: 'signer', role: 'Client', name: 'Zoë', email: 'zoe@x.test' },
      details: {
        role: 'Client',
        templateId: 'tpl_1',
        reason: 'I am Zoë and will not sign',
        email: 'zoe@x.test',
        idempotencyKey: 'order-zoe',
        submitters: [{ role: 'Client', email: 'zoe@x.test' }],
        somethingAddedLater: 'Zoë',
      },
    });
    assert.deepEqual(redacted, {
      actor: { type: 'signer', role: 'Client' },
      details: { role: 'Client', templateId: 'tpl_1', submitters: [{ role: 'Client' }] },
    });
    assert.deepEqual(redactedAuditEntry({ actor: { type: 'member', memberId: 'mem_1' }, details: null }), {
      actor: { type: 'member', memberId: 'mem_1' },
      details: null,
    });
  });
});

describe('integrity without the blanket ban', () => {
  test('the audit log is append-only: an UPDATE, a DELETE or a TRUNCATE is refused with a hint', async () => {
    await t.services.db.query(
      `INSERT INTO audit_log (id, workspace_id, action, actor, ip, at) VALUES ('aud_probe', $1, 'probe', '{"type":"operator"}', '192.0.2.1', now())`,
      [tenant.workspaceId],
    );
    for (const statement of [
      `UPDATE audit_log SET ip = NULL WHERE id = 'aud_probe'`,
      `DELETE FROM audit_log WHERE id = 'aud_probe'`,
      'TRUNCATE audit_log',
    ]) {
      await assert.rejects(
        t.services.db.query(statement),
        (error: Error & { hint?: string }) => {
          assert.match(error.message, /the audit log is append-only/);
          assert.match(error.hint ?? '', /erasure/);
          return true;
        },
        statement,
      );
    }
  });

  test('the erase path may blank an entry’s personal details, never what it records', async () => {
    await t.services.db.transaction(async (tx) => {
      await allowErasure(tx);
      await tx.query(`UPDATE audit_log SET ip = NULL, details = '{}' WHERE id = 'aud_probe'`);
    });
    for (const change of [
      "action = 'forged'",
      "at = now() - interval '1 day'",
      "request_id = 'sr_other'",
      `actor = '{"type":"member","memberId":"mem_x"}'`,
      `actor = '{"type":"operator","note":"x"}'`,
    ]) {
      await assert.rejects(
        t.services.db.transaction(async (tx) => {
          await allowErasure(tx);
          await tx.query(`UPDATE audit_log SET ${change} WHERE id = 'aud_probe'`);
        }),
        /the audit log is append-only/,
        change,
      );
    }
    const { rows } = await t.services.db.query<{ ip: string | null; action: string }>(
      `SELECT ip, action FROM audit_log WHERE id = 'aud_probe'`,
    );
    assert.deepEqual(rows[0], { ip: null, action: 'probe' });
  });

  test('the permission to erase lasts for its own transaction only', async () => {
    await t.services.db.transaction(async (tx) => allowErasure(tx));
    await assert.rejects(
      t.services.db.query(`DELETE FROM audit_log WHERE id = 'aud_probe'`),
      /the audit log is append-only/,
    );
  });
});
