// Every route of a running app as `METHOD /path`, read from Fastify's route tree (printRoutes), so a
// test can walk the routes that exist rather than a list someone keeps by hand.
import type { FastifyInstance } from 'fastify';

export function routeTable(app: FastifyInstance): string[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const path = (stack[depth - 1] ?? '') + match[2];
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}
