// The one e-mail address rule of every entry point (issue 26 item 9): the API's schemas (their
// `format: email`, so signers, CC, operator members), the application's forms (sign-in, invite,
// send, CC, bulk send through the send schema) all ask this module. An address is plain ASCII as
// the API has always taken it (no internationalised addresses); one typed with look-alike
// characters that NFKC folds into such an address (`ｏwner@…`, full-width or compatibility forms) is
// refused with its own reason rather than silently rewritten, so what is stored is what was typed.

/** RFC 5321's longest forward path, less the angle brackets. */
export const EMAIL_MAX_LENGTH = 254;

// The shape ajv-formats' "email" checked before this rule replaced it (ASCII local part, a domain
// of dot-separated labels with at least one dot), kept so no address the API took is now refused.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export type EmailProblem = 'invalid' | 'too_long' | 'look_alike';

/** Why `text` is not an address we accept, or null when it is one. */
export function emailProblem(text: string): EmailProblem | null {
  if (text.length > EMAIL_MAX_LENGTH) return 'too_long';
  if (EMAIL.test(text)) return null;
  const folded = text.normalize('NFKC');
  return folded !== text && EMAIL.test(folded) ? 'look_alike' : 'invalid';
}

export function isEmailAddress(text: string): boolean {
  return emailProblem(text) === null;
}
