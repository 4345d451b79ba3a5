// API key scopes (issue 35 item 2): what a key may do. Every /api/v1 route declares the one scope it
// needs in its route config (`config: { scope }`); the API key plugin (plugin.ts) refuses a call
// outside the key's scopes with 403 insufficient_scope, and a route that declares none with the same
// (fail closed; test/api-key-scopes.test.ts walks every route). A key made without scopes has all.

export const SCOPES = [
  'submissions:read',
  'submissions:write',
  'documents:read',
  'templates:read',
  'templates:write',
] as const;

export type Scope = (typeof SCOPES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs to call this /api/v1 route. */
    scope?: Scope;
  }
}

export function isScope(value: unknown): value is Scope {
  return typeof value === 'string' && (SCOPES as readonly string[]).includes(value);
}

/** A key's scopes as stored (NULL: all of them), in the catalogue's order. */
export function scopesOf(stored: readonly string[] | null | undefined): Scope[] {
  if (!stored) return [...SCOPES];
  return SCOPES.filter((scope) => stored.includes(scope));
}

/** What to store for the scopes asked for: NULL when they are all of them, so "all" stays all. */
export function storedScopes(asked: readonly Scope[] | undefined): Scope[] | null {
  if (!asked) return null;
  const chosen = scopesOf(asked);
  return chosen.length === SCOPES.length ? null : chosen;
}
