// What a send stores of each submitter's verification (issue 24 item 2): the method and, for an access
// code, its scrypt hash (access-code.ts), in the template's role order, which is the signing order.
import type { Template } from '../templates/types.ts';
import { type VerificationMethod, verificationColumns } from './access-code.ts';
import type { SendBody } from './schemas.ts';
import { verificationInput } from './verification-schema.ts';

export interface SignerVerification {
  method: VerificationMethod | null;
  /** The access code's hash; null for an e-mailed code (made when the signer asks) or none. */
  secret: string | null;
}

export async function signerVerifications(
  template: Template,
  submitters: SendBody['submitters'],
): Promise<SignerVerification[]> {
  const byRole = new Map(submitters.map((s) => [s.role, s]));
  return verificationColumns(
    template.roles.map((role) => verificationInput(byRole.get(role.name)?.verification)),
  );
}
