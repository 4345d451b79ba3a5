// A visitor starts a request from a public link (issue 45 item 4). In order: the link must be on (else
// 404), the form's name and address must be sound (400), the proof of work must be solved, fresh, for
// this link and not used before (400), the visitor's IP and the link must be within their daily
// caps (429), and the workspace's allowance must have room (the request counts when created, as a
// send from the application does: otherwise the "not available" page and no request). Then the
// request is sent like any other — the visitor as the first role, the people the owner named as
// the rest — with no invitation to the visitor, who is on the page already: they are taken to their
// signing page, which asks for the code it e-mails them before they sign (unless the owner turned
// that off). The fixed roles are invited when their turns come, as usual.
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import { AppError } from '../platform/errors.ts';
import type { Limiter } from '../platform/rate-limit.ts';
import type { DocumentStore } from '../platform/storage.ts';
import type { TenantWork } from '../platform/work/pool.ts';
import { sendRequest } from '../requests/send.ts';
import { signingToken } from '../requests/signing-tokens.ts';
import type { OpenLink } from '../templates/public-links.ts';
import { findTemplate } from '../templates/repository.ts';
import { checkProof, type ProofProblem } from './challenge.ts';

export interface Visitor {
  name: string;
  email: string;
  /** The language the page was shown in: the visitor's signing page and e-mails use it. */
  locale: string;
  proof: string | undefined;
  ip: string;
  userAgent?: string;
}

export interface StartServices {
  db: Db;
  clock: Clock;
  tokenSecret: Buffer;
  documents: DocumentStore;
  requestTtlDays: number;
  work: TenantWork;
  limits: { challenge: Limiter; perIp: Limiter; perLink: Limiter };
}

export type StartOutcome =
  | { kind: 'started'; requestId: string; signingPath: string }
  | { kind: 'form_problem'; problems: Array<'name' | 'email'> }
  | { kind: 'proof_problem'; problem: ProofProblem }
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'not_available' };

// The form's address check: one @, something either side, no spaces (the send's schema checks it again).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function startFromLink(
  services: StartServices,
  link: OpenLink,
  visitor: Visitor,
): Promise<StartOutcome> {
  const name = visitor.name.trim();
  const email = visitor.email.trim();
  const problems: Array<'name' | 'email'> = [];
  if (name === '' || name.length > 200) problems.push('name');
  if (!EMAIL.test(email) || email.length > 254) problems.push('email');
  if (problems.length > 0) return { kind: 'form_problem', problems };

  const now = services.clock.now();
  const proof = await checkProof(
    services.tokenSecret,
    link.token,
    visitor.proof,
    now,
    services.limits.challenge,
  );
  if (proof) return { kind: 'proof_problem', problem: proof };

  for (const [limiter, key] of [
    [services.limits.perIp, visitor.ip],
    [services.limits.perLink, link.token],
  ] as const) {
    const state = await limiter.consume(key);
    if (!state.allowed) return { kind: 'limited', retryAfterSeconds: state.resetSeconds };
  }

  const template = await findTemplate(services.db, link.workspaceId, link.templateId);
  const first = template?.roles[0];
  if (!template || !first) return { kind: 'not_available' };
  try {
    const outcome = await sendRequest(services.db, services.clock, {
      auth: {
        workspaceId: link.workspaceId,
        memberId: link.memberId,
        plan: link.plan,
        apiKeyId: null,
        publicLink: true,
      },
      body: {
        templateId: link.templateId,
        submitters: [
          {
            role: first.name,
            name,
            email,
            locale: visitor.locale,
            ...(link.verifyEmail ? { verification: { method: 'email_code' as const } } : {}),
          },
          ...link.fixedSubmitters,
        ],
        sendEmail: true,
      },
      ttlDays: services.requestTtlDays,
      documents: services.documents,
      work: services.work,
      ip: visitor.ip,
      userAgent: visitor.userAgent?.slice(0, 500),
    });
    if (!outcome.created) return { kind: 'not_available' };
    const signer = outcome.submitters[0];
    return {
      kind: 'started',
      requestId: outcome.id,
      signingPath: `/sign/${signingToken(services.tokenSecret, signer.id, signer.link_version)}`,
    };
  } catch (error) {
    // The allowance used up (403 limit_reached), the plan without e-signatures, the template archived
    // or changed under the link: the form is not available. Anything else is a fault.
    if (error instanceof AppError && error.statusCode < 500) return { kind: 'not_available' };
    throw error;
  }
}
