// What each served OpenAPI document shows (issue 26, item 7). Every operation has an operationId (a
// route's own, else one made from its method and path, so a generator never invents one) and tags the
// document defines; a POST that takes no body (remind, publish, …: requireEmptyBodies gives them an
// empty-object schema so `{}` still passes) is documented without a request body, as the spec says
// "No body is taken". The public document leaves out the signer's pages and their calls (reached
// through a signing link, not with an API key; they have a document of their own, signing/openapi.ts)
// and the HTML pages. A route whose body is checked by hand (an open schema, so that its own 400 lists
// every problem) gives the body it takes as `documentedBody`: the document shows that one, the route's
// validator never sees it.
import type { FastifySchema, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifySchema {
    /** The body as documented in place of `body`, which stays what the route enforces. */
    documentedBody?: unknown;
  }
}

export const PUBLIC_TAGS = [
  {
    name: 'signature requests',
    description: 'Send, poll, list, remind, void, download (spec §4, CONTRACT §5)',
  },
  { name: 'templates', description: 'Flow and coordinate templates (CONTRACT §4)' },
  {
    name: 'events',
    description: 'The change feed: every state change of the workspace, oldest first, with long polling',
  },
  { name: 'verification', description: 'Check a PDF sealed by this service; no API key needed' },
];

export const SIGNING_TAGS = [
  {
    name: 'signing',
    description: "The signer's pages and their calls; the signing link's token is the credential",
  },
];

export const OPERATOR_TAGS = [
  { name: 'operator', description: 'The operator API (CONTRACT §3): ADMIN_TOKEN' },
];

/** Routes of the signer's side: the signing link is their credential, they are not the API. */
const SIGNER_TAG = 'signing';

type TransformInput = { schema: FastifySchema; url: string; route: RouteOptions };

/** `get_/admin/v1/workspaces/{id}/members` → `getWorkspacesByIdMembers` (the version prefix dropped). */
export function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/(api|admin)\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/** The body requireEmptyBodies gives a route that declares none: an object with nothing allowed in it. */
function takesNoBody(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const b = body as { type?: unknown; properties?: object; additionalProperties?: unknown };
  return (
    b.type === 'object' && b.additionalProperties === false && Object.keys(b.properties ?? {}).length === 0
  );
}

function shaped({ schema, url, route }: TransformInput, hide: boolean) {
  const method = [route.method].flat()[0];
  const {
    body: enforced,
    documentedBody,
    ...rest
  } = (schema ?? {}) as FastifySchema & {
    operationId?: string;
    hide?: boolean;
  };
  const body = documentedBody ?? enforced;
  return {
    url,
    schema: {
      ...rest,
      ...(body !== undefined && !takesNoBody(body) ? { body } : {}),
      operationId: rest.operationId ?? derivedOperationId(method, url),
      ...(hide ? { hide: true } : {}),
    },
  };
}

/** The public document: the API under /api/v1 and the public verification call, each described. */
export function publicOperations(input: TransformInput) {
  const tags = (input.schema?.tags as string[] | undefined) ?? [];
  const method = [input.route.method].flat()[0];
  const signerSide = tags.includes(SIGNER_TAG) || input.url.startsWith('/sign/');
  const page = method === 'GET' && input.url === '/verify';
  return shaped(input, signerSide || page);
}

/** The signer's document (/sign/openapi.json): the signing pages and their calls. */
export function signingOperations(input: TransformInput) {
  return shaped(input, false);
}

/** The operator document (/admin/v1/openapi.json). */
export function operatorOperations(input: TransformInput) {
  return shaped(input, false);
}

/** A 200 answered with a PDF's bytes, documented as `application/pdf` (never JSON). */
export function pdfResponse(description: string) {
  return { description, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
}
