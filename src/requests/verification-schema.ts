// The `verification` a submitter may carry at send (issue 24 item 2), and the rules a schema cannot
// state: an access code needs its code (4 to 64 characters, not blank), an e-mailed code takes none.
// One object rather than a union, so that a mistake reads as one plain line.
import { Type } from '@sinclair/typebox';
import { Body } from '../platform/http/schemas.ts';
import { ACCESS_CODE_MAX, ACCESS_CODE_MIN, type VerificationInput } from './access-code.ts';

export const VerificationBody = Body({
  method: Type.Union([Type.Literal('access_code'), Type.Literal('email_code')], {
    description:
      '`access_code`: the signer must enter `code`, which you give them yourself (never e-mailed); `email_code`: the signing page e-mails them a 6-digit code',
  }),
  code: Type.Optional(
    Type.String({
      minLength: ACCESS_CODE_MIN,
      maxLength: ACCESS_CODE_MAX,
      description:
        'For `access_code` only: 4 to 64 characters. Stored as a slow hash; never returned by any answer nor sent in any e-mail',
    }),
  ),
});

type Given = { method: 'access_code' | 'email_code'; code?: string };

/** The problems of each submitter's verification, in the send's 400 wording. */
export function verificationProblems(submitters: Array<{ verification?: Given }>): string[] {
  return submitters.flatMap((s, i) => {
    const v = s.verification;
    const where = `body/submitters/${i}/verification`;
    if (!v) return [];
    if (v.method === 'email_code')
      return v.code === undefined ? [] : [`${where}/code must not be given with method email_code`];
    if (v.code === undefined) return [`${where} must have property 'code' with method access_code`];
    const code = v.code.trim();
    return code.length < ACCESS_CODE_MIN
      ? [`${where}/code must have at least ${ACCESS_CODE_MIN} characters besides spaces`]
      : [];
  });
}

/** The verification as the domain takes it (the code without surrounding spaces). */
export function verificationInput(given: Given | undefined): VerificationInput | undefined {
  if (!given) return undefined;
  return given.method === 'email_code'
    ? { method: 'email_code' }
    : { method: 'access_code', code: (given.code ?? '').trim() };
}
