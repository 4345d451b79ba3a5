// The application's API keys, notifications and passkey list (issue 9): keys created by a member
// (secret shown once, creator for spec §5.3, last use recorded once a minute, revoked after a
// confirmation), the inbox (completed, declined, expired; read state per member; the bell's count),
// and renaming and removing passkeys, each audited as the member.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { notifyWorkspace } from '../src/audit/audit.ts';
import { appAccount } from '../src/i18n/messages/en/app-account.ts';
import { expireDueRequests } from '../src/requests/expiry.ts';
import { AppClient, EVERY_SCOPE, SERVICES, SERVICES_VALUES, seedSigners, signIn } from './app-support.ts';
import { freezeClock } from './clock-support.ts';
import { createTenant, request, startTestApp, type Tenant, type TestApp } from './helpers.ts';
import { publishedTemplate, send, sign } from './requests-fixtures.ts';

let t: TestApp;
let tenant: Tenant;
let templateId: string;
let owner: AppClient;
let member: AppClient;
let memberId: string;
let pollerSecret: string;

before(async () => {
  t = await startTestApp({ TEST_CLOCK: '1' });
  tenant = await createTenant(t, 'team_premium');
  templateId = await publishedTemplate(t.url, tenant.apiKey, SERVICES);
  const added = await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
    email: 'mo@acme.test',
    name: 'Mo Member',
  });
  memberId = added.body.id;
  owner = new AppClient(t.url);
  await signIn(t, owner, 'owner@acme.test');
  member = new AppClient(t.url);
  await signIn(t, member, 'mo@acme.test');
});
after(async () => {
  await t?.close();
});

async function audit(action: string) {
  const { rows } = await t.services.db.query<{ actor: object; details: Record<string, unknown> }>(
    'SELECT actor, details FROM audit_log WHERE workspace_id = $1 AND action = $2 ORDER BY at, id',
    [tenant.workspaceId, action],
  );
  return rows;
}

describe('API keys', () => {
  test('a member creates a named key with an expiry; the secret is shown once and works as theirs', async () => {
    await member.get('/app/keys');
    const posted = await member.post('/app/keys', {
      name: 'CRM integration',
      expires: '2099-01-31',
      ...EVERY_SCOPE,
    });
    assert.equal(posted.status, 303);
    const created = await member.get(posted.location!);
    assert.equal(created.status, 200);
    assert.equal(created.headers.get('cache-control'), 'no-store');
    const secret = /id="new-key" type="text" readonly value="(cs_live_[\w-]+)"/.exec(created.text)?.[1];
    assert.ok(secret, 'the secret is on the page, in a read-only field with a copy button');
    assert.match(created.text, /data-copy="new-key"/);
    assert.match(created.text, /shown only this once/);
    assert.ok(!(await member.get('/app/keys')).text.includes(secret), 'and never again');

    const usage = await request(t.url, 'GET', '/api/v1/esign/usage', { token: secret });
    assert.equal(usage.status, 200);
    const { rows } = await t.services.db.query<{
      member_id: string;
      expires_at: Date;
      last_used_at: Date | null;
    }>('SELECT member_id, expires_at, last_used_at FROM api_keys WHERE last_four = $1', [secret.slice(-4)]);
    assert.equal(rows[0].member_id, memberId, 'the member is the key’s creator');
    assert.equal(rows[0].expires_at.toISOString(), '2099-01-31T00:00:00.000Z');
    assert.ok(rows[0].last_used_at);
    const list = await member.get('/app/keys');
    assert.match(list.text, /CRM integration/);
    assert.ok(list.text.includes(`…${secret.slice(-4)}`));
    assert.match(list.text, /31 Jan 2099/);
    const [entry] = await audit('api_key.created');
    assert.deepEqual(entry.actor, { type: 'member', memberId });
  });

  test('last use is recorded at most once a minute', async (context) => {
    // 30 s short of the minute: the clock stands still, however slow the machine (issue 31 item 14).
    await freezeClock(t.admin, context);
    await member.get('/app/keys');
    const posted = await member.post('/app/keys', { name: 'Poller', ...EVERY_SCOPE });
    const created = await member.get(posted.location!);
    const secret = /value="(cs_live_[\w-]+)"/.exec(created.text)![1];
    pollerSecret = secret;
    const lastUsed = async () =>
      (
        await t.services.db.query<{ last_used_at: Date | null }>(
          'SELECT last_used_at FROM api_keys WHERE last_four = $1',
          [secret.slice(-4)],
        )
      ).rows[0].last_used_at?.getTime();
    assert.equal(await lastUsed(), undefined);
    await request(t.url, 'GET', '/api/v1/esign/usage', { token: secret });
    const first = await lastUsed();
    assert.ok(first);
    await t.admin('POST', '/clock', { advanceSeconds: 30 });
    await request(t.url, 'GET', '/api/v1/esign/usage', { token: secret });
    assert.equal(await lastUsed(), first);
    await t.admin('POST', '/clock', { advanceSeconds: 31 });
    await request(t.url, 'GET', '/api/v1/esign/usage', { token: secret });
    assert.ok((await lastUsed())! > first);
  });

  test('a name is required and the expiry must be a later day; what was typed is kept', async () => {
    await member.get('/app/keys');
    const refused = await member.post('/app/keys', { name: '', expires: '2001-01-01' });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /Give the key a name/);
    assert.match(refused.text, /Choose a day after today/);
    assert.match(refused.text, /value="2001-01-01"/);
    const bad = await member.post('/app/keys', { name: 'x', expires: '2027-02-30' });
    assert.match(bad.text, /Enter a date, like 2027-01-31/);
  });

  test('the member picks what a key may do: every box ticked at first, none ticked refused, the key limited to what was ticked (issue 35)', async () => {
    const form = await member.get('/app/keys');
    for (const name of Object.keys(EVERY_SCOPE))
      assert.match(
        form.text,
        new RegExp(`<input type="checkbox" id="${name}" name="${name}" value="1" checked>`),
      );
    const none = await member.post('/app/keys', { name: 'Nothing' });
    assert.equal(none.status, 400);
    assert.match(none.text, /Tick at least one thing the key may do/);
    assert.match(none.text, /href="#scope-submissions-read"/);
    assert.doesNotMatch(none.text, /id="scope-templates-read" name="scope-templates-read" value="1" checked/);
    const posted = await member.post('/app/keys', {
      name: 'Status poller',
      'scope-submissions-read': '1',
      'scope-documents-read': '1',
    });
    assert.equal(posted.status, 303);
    const created = await member.get(posted.location!);
    const secret = /id="new-key" type="text" readonly value="(cs_live_[\w-]+)"/.exec(created.text)![1];
    assert.equal((await request(t.url, 'GET', '/api/v1/esign/usage', { token: secret })).status, 200);
    const refused = await request(t.url, 'GET', '/api/v1/templates', { token: secret });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.code, 'insufficient_scope');
    assert.match(
      created.text,
      /Status poller<\/bdi><\/th>\n<td[^>]*><code>…[\w-]{4}<\/code><\/td>\n<td data-label="May do"><code>submissions:read<\/code>, <code>documents:read<\/code><\/td>/,
    );
    const [entry] = (await audit('api_key.created')).filter((e) => e.details.name === 'Status poller');
    assert.deepEqual(entry.details.scopes, ['submissions:read', 'documents:read']);
  });

  test('members see their own keys, owners every key; revoking asks first, then the key answers 401', async () => {
    const mine = await member.get('/app/keys');
    assert.match(mine.text, /CRM integration/);
    assert.ok(
      !mine.text.includes(`…${tenant.apiKey.slice(-4)}`),
      "the owner's key is not listed for a member",
    );
    const all = await owner.get('/app/keys');
    assert.match(all.text, /CRM integration/);
    assert.match(all.text, /Mo Member/);

    const { rows } = await t.services.db.query<{ id: string }>(
      `SELECT id FROM api_keys WHERE name = 'Poller'`,
    );
    const keyId = rows[0].id;
    const ownersKey = tenant.apiKeyId;
    assert.equal((await member.get(`/app/keys/${ownersKey}/revoke`)).status, 404);
    await member.get('/app/keys');
    assert.equal((await member.post(`/app/keys/${ownersKey}/revoke`)).status, 404);

    const confirm = await member.get(`/app/keys/${keyId}/revoke`);
    assert.match(confirm.text, /Revoke the key “Poller”\?/);
    const revoked = await member.post(`/app/keys/${keyId}/revoke`);
    assert.equal(revoked.status, 303);
    assert.match((await member.get(revoked.location!)).text, /The key is revoked/);
    const secretRow = await t.services.db.query<{ revoked_at: Date }>(
      'SELECT revoked_at FROM api_keys WHERE id = $1',
      [keyId],
    );
    assert.ok(secretRow.rows[0].revoked_at);
    assert.equal((await request(t.url, 'GET', '/api/v1/esign/usage', { token: pollerSecret })).status, 401);
    assert.deepEqual((await audit('api_key.revoked')).at(-1)?.details, { apiKeyId: keyId });
  });

  test('creating a key answers 303; the secret is shown once to this session; a reload creates and shows nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.services.db.query<{ n: string | number }>(
            `SELECT count(*) AS n FROM api_keys WHERE workspace_id = $1 AND name = 'Reload me'`,
            [tenant.workspaceId],
          )
        ).rows[0].n,
      );
    await member.get('/app/keys');
    const posted = await member.post('/app/keys', { name: 'Reload me', ...EVERY_SCOPE });
    assert.equal(posted.status, 303);
    assert.match(posted.location ?? '', /^\/app\/keys\?created=[\w-]{20,}$/);
    assert.doesNotMatch(posted.text, /cs_live_/, 'the redirect carries no secret');
    const sealed = member.cookies.get('cs_new_key') ?? '';
    assert.ok(sealed.startsWith(`${posted.location?.split('=')[1]}.`), 'the slot is sealed in a cookie');
    assert.doesNotMatch(
      Buffer.from(sealed.split('.').at(-1) ?? '', 'base64url').toString('latin1'),
      /cs_live_/,
      'the cookie holds the secret encrypted, not in clear',
    );
    // Kept in no process's memory: the server holds nothing a second node would lack (it is sealed
    // under TOKEN_SECRET), and a cookie copied into another session opens nothing.
    owner.cookies.set('cs_new_key', sealed);
    // Another session cannot take the slot (nor use it up).
    assert.doesNotMatch((await owner.get(posted.location!)).text, /id="new-key"/);
    const shown = await member.get(posted.location!);
    assert.match(shown.text, /Your new key “Reload me”/);
    assert.match(shown.text, /id="new-key" type="text" readonly value="cs_live_/);
    assert.equal(await count(), 1);
    const reloaded = await member.get(posted.location!);
    assert.equal(reloaded.status, 200);
    assert.doesNotMatch(reloaded.text, /id="new-key"|cs_live_/, 'shown once, then gone');
    assert.equal(await count(), 1, 'a reload creates no second key');
  });
});

describe('names that would read backwards', () => {
  test('a key and a member named in a right-to-left script are isolated on their pages; an override is refused', async () => {
    // A right-to-left override is refused at the edge (issue 31 item 6: the one-line rule); a name in
    // Hebrew letters is a name, and still reorders the neutral characters around it unless isolated.
    await owner.get('/app/keys');
    assert.equal(
      (await owner.post('/app/keys', { name: 'invoice\u202Efdp.exe', ...EVERY_SCOPE })).status,
      400,
    );
    const spoof = 'invoice \u05D0\u05D1\u05D2 (2).exe';
    await owner.get('/app/keys');
    assert.equal((await owner.post('/app/keys', { name: spoof, ...EVERY_SCOPE })).status, 303);
    await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'rtl@acme.test',
      name: spoof,
    });
    for (const path of ['/app/keys', '/app/members']) {
      const { text } = await owner.get(path);
      const places = [...text.matchAll(new RegExp(spoof.replace(/[()]/g, '\\$&'), 'g'))].map((m) =>
        text.slice(0, m.index),
      );
      assert.ok(places.length > 0, path);
      for (const before of places) {
        assert.ok(
          // Shown: inside <bdi>, or an input whose direction follows its text; or read aloud only,
          // inside an attribute (a label), which cannot reorder what is on the page.
          before.endsWith('<bdi>') || /dir="auto"[^<>]*value="$/.test(before) || /<[^>]*$/.test(before),
          `${path}: isolated where it is shown (${before.slice(-60)})`,
        );
      }
    }
  });
});

describe('notifications', () => {
  test('completed, declined and expired requests appear with links; the bell counts unread per member', async () => {
    const sendOne = async (tag: string, extra = {}) =>
      (
        await send(t.url, tenant.apiKey, {
          templateId,
          submitters: seedSigners(tag),
          values: SERVICES_VALUES,
          ...extra,
        })
      ).body;
    const done = await sendOne('Done');
    await sign(t.url, done.submitters[0].signingUrl);
    await sign(t.url, done.submitters[1].signingUrl);
    const expiring = await sendOne('Late', { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    const declined = await sendOne('Nope');
    // The first signer declines through their page, with a reason; the decline flow notifies.
    const declinedPage = `${new URL(declined.submitters[0].signingUrl).pathname}/decline`;
    const refused = await request(t.url, 'POST', declinedPage, { body: { reason: 'Not this month' } });
    assert.equal(refused.status, 200);
    await t.admin('POST', '/clock', { advanceSeconds: 2 * 3600 });
    assert.equal(await expireDueRequests(t.services.db, t.services.clock), 1);

    const inbox = await owner.get('/app/notifications');
    const opens = new Map<string, string>();
    // Unread: a button that marks the notification read and opens the request (Post/Redirect/Get).
    for (const [id, text] of [
      [done.id, '“Services agreement” is completed'],
      [expiring.id, '“Services agreement” expired'],
      [declined.id, '“Services agreement” was declined'],
    ]) {
      const form = new RegExp(
        `<form method="post" action="(/app/notifications/ntf_\\w+/open)" class="note-open">(?:(?!</form>)[\\s\\S])*<button type="submit" class="link-button">${text}</button>`,
      ).exec(inbox.text);
      assert.ok(form, `${text}: ${inbox.text}`);
      opens.set(id, form[1]);
    }
    assert.match(inbox.text, /With Client Done, Priya Provider/);
    // A declined request's notification says who declined and why.
    assert.match(
      inbox.text,
      /<span class="decline">Declined by <bdi>Client Nope<\/bdi>: <bdi>Not this month<\/bdi><\/span>/,
    );
    assert.match(inbox.text, /aria-label="Notifications, 3 unread"/);
    // The bell is on every page.
    for (const page of ['/app/requests', '/app/keys', '/app/sessions']) {
      assert.match((await owner.get(page)).text, /aria-label="Notifications, 3 unread"/, page);
    }

    const operator = await t.admin('GET', `/workspaces/${tenant.workspaceId}/notifications`);
    assert.deepEqual(
      operator.body.notifications.map((n: Record<string, unknown>) => Object.keys(n).sort()),
      [1, 2, 3].map(() => ['createdAt', 'id', 'readAt', 'requestId', 'type']),
    );
    assert.deepEqual(operator.body.notifications.map((n: { type: string }) => n.type).sort(), [
      'signature_request.completed',
      'signature_request.declined',
      'signature_request.expired',
    ]);
    const completedId = operator.body.notifications.find(
      (n: { type: string }) => n.type === 'signature_request.completed',
    ).id;

    // Read state is per member: the owner reads one, the member still has three unread.
    await owner.get('/app/notifications');
    assert.equal((await owner.post(`/app/notifications/${completedId}/read`)).status, 303);
    assert.match((await owner.get('/app/notifications')).text, /aria-label="Notifications, 2 unread"/);
    assert.match((await member.get('/app/notifications')).text, /aria-label="Notifications, 3 unread"/);
    const after = await t.admin('GET', `/workspaces/${tenant.workspaceId}/notifications`);
    assert.ok(after.body.notifications.find((n: { id: string }) => n.id === completedId).readAt);

    await member.get('/app/notifications');
    assert.equal((await member.post('/app/notifications/read-all')).status, 303);
    const cleared = await member.get('/app/notifications');
    assert.match(cleared.text, /aria-label="Notifications, none unread"/);
    assert.doesNotMatch(cleared.text, /Mark all as read/);
    assert.match((await owner.get('/app/requests')).text, /aria-label="Notifications, 2 unread"/);
    assert.deepEqual((await audit('notifications.read')).at(-1)?.actor, { type: 'member', memberId });

    // Opening one from the inbox marks it read and lands on its request.
    await owner.get('/app/notifications');
    const opened = await owner.post(opens.get(expiring.id) ?? '');
    assert.equal(opened.status, 303);
    assert.equal(opened.location, `/app/requests/${expiring.id}`);
    const afterOpen = await owner.get('/app/notifications');
    assert.match(afterOpen.text, /aria-label="Notifications, 1 unread"/);
    assert.match(
      afterOpen.text,
      new RegExp(`<a href="/app/requests/${expiring.id}">“Services agreement” expired</a>`),
      'once opened, it is read: a plain link',
    );
  });

  test("a member who joins later starts with nothing unread, and cannot mark another workspace's notification", async () => {
    await t.admin('POST', `/workspaces/${tenant.workspaceId}/members`, {
      email: 'new@acme.test',
      name: 'New',
    });
    const fresh = new AppClient(t.url);
    await signIn(t, fresh, 'new@acme.test');
    assert.match((await fresh.get('/app/notifications')).text, /aria-label="Notifications, none unread"/);

    const other = await t.admin('POST', '/workspaces', { name: 'Other', plan: 'starter' });
    await notifyWorkspace(t.services.db, t.services.clock, {
      workspaceId: other.body.id,
      type: 'signature_request.completed',
    });
    const { rows } = await t.services.db.query<{ id: string }>(
      'SELECT id FROM notifications WHERE workspace_id = $1',
      [other.body.id],
    );
    assert.equal((await fresh.post(`/app/notifications/${rows[0].id}/read`)).status, 404);
  });
});

describe('passkeys', () => {
  async function storedPasskey(forMember: string, name: string) {
    const id = `pk_${Math.random().toString(36).slice(2).padEnd(26, '0').slice(0, 26)}`;
    await t.services.db.query(
      `INSERT INTO passkeys (id, workspace_id, member_id, credential_id, public_key, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, tenant.workspaceId, forMember, `cred-${id}`, Buffer.from([1, 2, 3]), name, t.services.clock.now()],
    );
    return id;
  }

  test('the list shows name, added and last used; rename and remove are the member’s own, audited', async () => {
    const id = await storedPasskey(memberId, 'Work laptop');
    const list = await member.get('/app/passkeys');
    assert.match(list.text, /<th scope="row"><bdi>Work laptop<\/bdi><\/th>/);
    assert.match(list.text, /data-passkey-register hidden/, 'adding waits for the script');
    const renamed = await member.post(`/app/passkeys/${id}/rename`, { name: 'Old laptop' });
    assert.equal(renamed.status, 303);
    assert.match((await member.get('/app/passkeys')).text, /Old laptop/);
    assert.equal((await member.post(`/app/passkeys/${id}/rename`, { name: ' ' })).status, 400);

    // Another member's passkey is out of reach.
    await owner.get('/app/passkeys');
    assert.equal((await owner.post(`/app/passkeys/${id}/remove`)).status, 404);
    await member.get('/app/passkeys');
    assert.equal((await member.post(`/app/passkeys/${id}/remove`)).status, 303);
    assert.doesNotMatch((await member.get('/app/passkeys')).text, /Old laptop/);
    assert.deepEqual(
      (await audit('member.passkey_renamed')).map((e) => e.details.name),
      ['Old laptop'],
    );
    assert.deepEqual((await audit('member.passkey_removed')).at(-1)?.actor, { type: 'member', memberId });
  });

  test('passkey sign-in refuses an answer to a challenge this browser was not given', async () => {
    const stranger = new AppClient(t.url);
    const options = await stranger.postJson('/app/sign-in/passkey/options', {});
    assert.equal(options.status, 200);
    assert.ok(JSON.parse(options.text).challenge);
    assert.equal(JSON.parse(options.text).rpId, new URL(t.services.config.publicUrl).hostname);
    const fake = {
      id: 'nope',
      rawId: 'nope',
      type: 'public-key',
      response: {
        clientDataJSON: Buffer.from(JSON.stringify({ challenge: 'forged' })).toString('base64url'),
      },
    };
    const refused = await stranger.postJson('/app/sign-in/passkey', { response: fake });
    assert.equal(refused.status, 400);
    assert.equal(JSON.parse(refused.text).statusCode, 400);
    assert.equal(stranger.cookies.has('cs_session'), false);
  });
});

describe('in German', () => {
  const GERMAN = { 'accept-language': 'de-DE,de;q=0.9' };
  const keysOfArea = Object.keys(appAccount);

  function assertGerman(text: string, page: string) {
    assert.match(text, /<html lang="de"/, page);
    const raw = (text.match(/\b[a-z]+\.[a-zA-Z_]+(\.[a-zA-Z_]+)*\b/g) ?? []).filter((k) =>
      keysOfArea.includes(k),
    );
    assert.deepEqual(raw, [], `${page}: no catalogue key is shown raw`);
    for (const key of keysOfArea) assert.ok(!text.includes(key), `${page}: ${key}`);
  }

  test('the sign-in, keys, members, passkeys and sessions pages speak German', async () => {
    const german = (client: AppClient, path: string) => client.request('GET', path, undefined, GERMAN);
    const signInPage = await german(new AppClient(t.url), '/app/sign-in');
    assertGerman(signInPage.text, 'sign-in');
    assert.match(signInPage.text, /Melden Sie sich bei Ihrem Countersign-Arbeitsbereich an/);
    assert.match(signInPage.text, /Anmeldelink per E-Mail senden/);
    assert.match(signInPage.text, /data-working="Warten auf Ihren Passkey…"/);
    const dead = await german(new AppClient(t.url), '/app/link/mlk_00000000000000000000000000.nope');
    assertGerman(dead.text, 'dead link');
    assert.match(dead.text, /Dieser Link kann nicht mehr verwendet werden/);

    const keys = await german(owner, '/app/keys');
    assertGerman(keys.text, 'keys');
    assert.match(keys.text, /<h1>API-Schlüssel<\/h1>/);
    assert.match(keys.text, /Schlüssel erstellen/);
    assert.match(keys.text, /Zuletzt verwendet/);
    assert.match(keys.text, /Widerrufen…|Widerrufen/);
    const posted = await owner.request(
      'POST',
      '/app/keys',
      new URLSearchParams({ _csrf: owner.csrf, name: 'Buchhaltung', ...EVERY_SCOPE }).toString(),
      { ...GERMAN, 'content-type': 'application/x-www-form-urlencoded' },
    );
    assert.equal(posted.status, 303);
    const created = await german(owner, posted.location!);
    assertGerman(created.text, 'key created');
    assert.match(created.text, /Ihr neuer Schlüssel „Buchhaltung“/);
    assert.match(created.text, /nur dieses eine Mal angezeigt/);
    const { rows } = await t.services.db.query<{ id: string }>(
      `SELECT id FROM api_keys WHERE name = 'Buchhaltung'`,
    );
    const revoke = await german(owner, `/app/keys/${rows[0].id}/revoke`);
    assertGerman(revoke.text, 'revoke');
    assert.match(revoke.text, /Den Schlüssel „Buchhaltung“ widerrufen\?/);

    const members = await german(owner, '/app/members');
    assertGerman(members.text, 'members');
    assert.match(members.text, /Mitglied einladen/);
    assert.match(members.text, /Inhaber/);
    assert.match(members.text, /Rolle ändern/);
    const remove = await german(owner, `/app/members/${memberId}/remove`);
    assertGerman(remove.text, 'remove member');
    assert.match(remove.text, /Mo Member aus dem Arbeitsbereich entfernen\?/);

    const passkeys = await german(member, '/app/passkeys');
    assertGerman(passkeys.text, 'passkeys');
    assert.match(passkeys.text, /Passkey hinzufügen/);
    assert.match(passkeys.text, /Bildschirmsperre/);

    const sessions = await german(member, '/app/sessions');
    assertGerman(sessions.text, 'sessions');
    assert.match(sessions.text, /<h1>Sitzungen<\/h1>/);
    assert.match(sessions.text, /Dieses Gerät/);
    assert.match(sessions.text, /per E-Mail-Link/);
  });
});
