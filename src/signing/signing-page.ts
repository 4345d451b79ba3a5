// GET /sign/{token} (CONTRACT §6): which page a signing link shows right now, and its content. Reads
// only — a GET changes no state, since mail scanners prefetch links; the page itself records the
// opening (POST …/open) once a person sees it.
import type { Services } from '../platform/services.ts';
import { isTerminal } from '../requests/read.ts';
import { inputsInScope } from '../templates/values.ts';
import { documentHtml } from './document-html.ts';
import { closedPage, notFoundPage, signedPage, signPage, waitingPage } from './pages.ts';
import { contributions, loadSigningContext } from './signing-context.ts';

export interface RenderedPage {
  statusCode: number;
  html: string;
}

export async function signingPage(
  services: Pick<Services, 'db' | 'clock' | 'tokenSecret'>,
  token: string,
): Promise<RenderedPage> {
  const ctx = await loadSigningContext(services.db, services.tokenSecret, token, services.clock.now());
  if (!ctx) return { statusCode: 404, html: notFoundPage() };
  const { request, template, signer, turn } = ctx;
  const identity = { name: signer.name, email: signer.email, role: signer.role };
  const templateName = request.templateName;

  if (request.status === 'completed') return page(closedPage({ templateName, reason: 'completed' }));
  if (isTerminal(request.status)) {
    const reason = request.status as 'declined' | 'voided' | 'expired';
    return page(closedPage({ templateName, reason, declinedByYou: signer.status === 'declined' }));
  }
  if (signer.status === 'completed') {
    return page(signedPage({ templateName, signer: identity, signedAt: signer.completedAt }));
  }
  if (turn && turn.id !== signer.id) {
    return page(waitingPage({ templateName, waitingFor: turn.name, signer: identity }));
  }
  const documentView =
    template.kind === 'flow'
      ? documentHtml(
          template,
          { values: request.senderValues, signers: contributions(ctx.signers) },
          signer.role,
        )
      : null;
  return page(
    signPage({
      token,
      templateName,
      workspaceName: request.workspaceName,
      signer: identity,
      fields: inputsInScope(template, { role: signer.role }),
      documentHtml: documentView,
    }),
  );
}

const page = (html: string): RenderedPage => ({ statusCode: 200, html });
