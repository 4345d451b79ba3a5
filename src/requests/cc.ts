// People copied on a request (issue 24 item 1): `cc: [{email, name?}]` at send, at most ten. They
// sign nothing and get no signing link and no invitation; they are e-mailed the outcome (the
// completion notice with the executed PDF, or the decline, void or expiry notice: mail/observers.ts)
// and the certificate lists them as copied. Stored with the request (signature_requests.cc, jsonb),
// shown on the resource as [{email, name}] with name null when none was given.
import { Type } from '@sinclair/typebox';
import { Body } from '../platform/http/schemas.ts';

export const MAX_CC = 10;

/** One copied person as stored and shown. */
export interface CcRecipient {
  email: string;
  name: string | null;
}

export const CcInput = Body({
  email: Type.String({ format: 'email', maxLength: 254, description: 'Well-formed e-mail address' }),
  name: Type.Optional(Type.String({ maxLength: 200, description: 'Their name, used in the greeting' })),
});

export const CcBody = Type.Array(CcInput, {
  maxItems: MAX_CC,
  description:
    'Extension: people copied on the request, at most 10, each address given once and none a signer’s. They get no signing link and no invitation; they are e-mailed the executed PDF when the request completes, and told when it is declined, voided or expires (only when sendEmail is true). The certificate lists them as copied.',
});

export const CcSchema = Type.Array(
  Type.Object({ email: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }),
  { description: 'Extension: the people copied on the request, as given at send ([] when none)' },
);

/** How addresses are compared: case-insensitively, after trimming and NFC. */
export const addressKey = (email: string) => email.trim().normalize('NFC').toLowerCase();

/**
 * The body rules on `cc` a schema cannot state, as the 400's lines: an address given twice, or one
 * that is a signer's (a signer already gets every notice, and more).
 */
export function ccProblems(
  cc: ReadonlyArray<{ email: string }> | undefined,
  submitters: ReadonlyArray<{ email: string; role: string }>,
): string[] {
  if (!cc) return [];
  const signers = new Map(submitters.map((s) => [addressKey(s.email), s.role]));
  const seen = new Set<string>();
  const problems: string[] = [];
  cc.forEach((c, i) => {
    const key = addressKey(c.email);
    const role = signers.get(key);
    if (role !== undefined) {
      problems.push(
        `body/cc/${i}/email ${c.email.trim()} is a signer's address (role "${role}"): a signer is not copied as well`,
      );
    } else if (seen.has(key)) {
      problems.push(`body/cc/${i}/email ${c.email.trim()} is given more than once`);
    }
    seen.add(key);
  });
  return problems;
}

/** The copies as stored: trimmed, a blank name as none. */
export function ccRecipients(cc: ReadonlyArray<{ email: string; name?: string }> | undefined): CcRecipient[] {
  return (cc ?? []).map((c) => ({ email: c.email.trim(), name: c.name?.trim() || null }));
}

/** The stored column as the resource shows it (rows written before the column read []). */
export function ccView(stored: unknown): CcRecipient[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((c: { email?: unknown; name?: unknown }) => ({
    email: String(c?.email ?? ''),
    name: typeof c?.name === 'string' && c.name !== '' ? c.name : null,
  }));
}
