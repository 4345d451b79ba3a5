// The workspace, key and published flow template the CPU profiles load (bench/profile.ts over HTTP,
// bench/send-cpu.ts in process), and the body of one send to it: one set-up, whatever carries the calls.

/** One API call as the caller makes it (fetch or app.inject); answers the parsed JSON. */
export type Call = (token: string, method: string, route: string, body?: unknown) => Promise<any>;

export async function profileTenant(call: Call, adminToken: string) {
  const ws = await call(adminToken, 'POST', '/admin/v1/workspaces', { name: 'P', plan: 'enterprise' });
  const member = await call(adminToken, 'POST', `/admin/v1/workspaces/${ws.id}/members`, {
    email: 'p@p.test',
    name: 'P',
  });
  const { key } = await call(adminToken, 'POST', `/admin/v1/workspaces/${ws.id}/api-keys`, {
    memberId: member.id,
  });
  const template = await call(key, 'POST', '/api/v1/templates', {
    name: 'T',
    kind: 'flow',
    roles: [{ name: 'Client' }, { name: 'Company' }],
    body: '# T {{clientName}}',
    variables: [{ key: 'clientName', label: 'Client name', type: 'text' }],
  });
  await call(key, 'POST', `/api/v1/templates/${template.id}/publish`);
  let n = 0;
  /** A send to two new addresses under a key of its own. */
  const sendBody = (sendEmail: boolean) =>
    JSON.stringify({
      templateId: template.id,
      submitters: [
        { role: 'Client', name: 'C', email: `c${++n}@p.test` },
        { role: 'Company', name: 'D', email: `d${n}@p.test` },
      ],
      values: { clientName: 'Z' },
      sendEmail,
      idempotencyKey: `p-${n}-${process.pid}`,
    });
  return { key: key as string, templateId: template.id as string, sendBody };
}
