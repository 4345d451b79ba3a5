// Shared by the benches that drive a running service over HTTP: one API or operator call whose
// refusal stops the run, since a bench whose set-up failed would measure nothing worth printing.
export async function call(base: string, token: string, method: string, route: string, body?: unknown) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as any;
  if (res.status >= 300) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
