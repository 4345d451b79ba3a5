// The sender hears that a signing link is locked until they remind its signer (issue 31 item 4):
// queued in the transaction that counts the twentieth wrong code, to the member who sent the request
// (while still a member), in their language, naming the signer and how to unlock it (a reminder).
import { enqueueMail, requestMailContext } from '../../mail/outbox.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/index.ts';
import type { Signer } from '../signing-context.ts';

export async function enqueueLinkLockedNotice(
  tx: Queryable,
  clock: Clock,
  input: { requestId: string; signer: Pick<Signer, 'name' | 'email' | 'role'>; failures: number },
): Promise<boolean> {
  const ctx = await requestMailContext(tx, input.requestId);
  if (!ctx.sender) return false;
  await enqueueMail(tx, clock, {
    kind: 'sender_link_locked',
    to: { email: ctx.sender.email, name: ctx.sender.name },
    params: {
      templateName: ctx.templateName,
      workspaceName: ctx.workspaceName,
      recipientName: ctx.sender.name,
      ...(ctx.senderLocale ? { locale: ctx.senderLocale } : {}),
      sender: ctx.sender,
      lockedSigner: { name: input.signer.name, email: input.signer.email, role: input.signer.role },
      failures: input.failures,
      requestId: input.requestId,
    },
    workspaceId: ctx.workspaceId,
    requestId: input.requestId,
  });
  return true;
}
