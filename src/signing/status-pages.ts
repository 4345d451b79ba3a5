// The pages a signing link shows when there is nothing to sign: the signer must wait for an earlier
// one; they have signed and others have not; everyone has signed (a personal confirmation and the
// executed PDF to keep, through their own link); the request was declined, voided or has expired;
// or the link leads nowhere. In the signer's language, every sentence from the catalogue.
import { html } from '../platform/http/html.ts';
import type { RoleKind } from '../templates/types.ts';
import { layout, type PageContext, timeElement } from './page-layout.ts';
import { type SignerIdentity, signUrl } from './pages.ts';

export function waitingPage(
  ctx: PageContext,
  model: {
    templateName: string;
    sender: string;
    waitingFor: string;
    signer: SignerIdentity;
    sendEmail: boolean;
  },
): string {
  const { t } = ctx;
  const body = html`<h1>${t.t('waiting.title')}</h1>
<p class="lead">${t.tHtml('waiting.lead', {
    document: model.templateName,
    waitingFor: html`<strong>${model.waitingFor}</strong>`,
  })}</p>
<p>${
    model.sendEmail
      ? t.t('waiting.email', { email: model.signer.email, name: model.signer.name })
      : t.t('waiting.noEmail', { sender: model.sender })
  }</p>`;
  return layout(ctx, t.t('waiting.title'), body);
}

/** A host's way on after the turn they hosted (issue 45): the request, and the witness if next. */
export interface HostWayOn {
  /** The signer's link, which the witness form names. */
  token: string;
  requestPath: string;
  csrf: string;
  witnessName?: string;
}

function hostWayOnHtml(ctx: PageContext, host: HostWayOn) {
  const { t } = ctx;
  const name = host.witnessName ?? '';
  return html`${
    host.witnessName
      ? html`<p>${t.tHtml('host.witnessNowHint', { name })}</p>
<form method="post" action="/sign/in-person/witness">
<input type="hidden" name="_csrf" value="${host.csrf}">
<input type="hidden" name="token" value="${host.token}">
<button type="submit" class="primary"><span>${t.tHtml('host.witnessNow', { name })}</span></button>
</form>`
      : ''
  }
<p><a href="${host.requestPath}">${t.t('host.back')}</a></p>`;
}

export function signedPage(
  ctx: PageContext,
  model: {
    templateName: string;
    signer: SignerIdentity;
    signedAt: Date | null;
    sendEmail: boolean;
    /** Issue 45: an approver, a viewer or a witness is thanked for what they did. */
    kind?: RoleKind;
    /** Issue 45: the turn was hosted in person on this device: the host's way on. */
    host?: HostWayOn;
  },
): string {
  const { t } = ctx;
  const kind = model.kind ?? 'signer';
  const title = kind === 'signer' ? 'signed.title' : (`done.title.${kind}` as const);
  const lead = kind === 'signer' ? 'signed.lead' : (`done.lead.${kind}` as const);
  const body = html`<h1>${t.t(title)}</h1>
${
  model.signedAt
    ? html`<p class="lead">${t.tHtml(lead, {
        document: model.templateName,
        role: model.signer.role,
        date: timeElement(model.signedAt, ctx.locale),
      })}</p>`
    : ''
}
<p>${
    // Embedded, the signer has no link of their own to come back to (issue 44 item 18).
    ctx.embed
      ? model.sendEmail
        ? t.t('signed.nextEmbedded', { email: model.signer.email })
        : t.t('signed.nextEmbeddedNoEmail')
      : model.sendEmail
        ? t.t('signed.next', { email: model.signer.email })
        : t.t('signed.nextNoEmail')
  }</p>${model.host ? hostWayOnHtml(ctx, model.host) : ''}`;
  return layout(ctx, t.t(title), body);
}

/** Everyone has signed: thanks, and the executed PDF through the signer's own link. */
export function completedPage(
  ctx: PageContext,
  model: {
    token: string;
    templateName: string;
    filename: string;
    signer: SignerIdentity;
    signedAt: Date | null;
    sendEmail: boolean;
    /** The request had this one signer: nobody else to speak of. */
    onlySigner: boolean;
  },
): string {
  const { t } = ctx;
  const alone = model.onlySigner && model.signedAt !== null;
  const title = alone ? t.t('signed.title') : t.t('completed.title');
  const lead = model.signedAt
    ? t.tHtml(alone ? 'completed.leadOnly' : 'completed.lead', {
        name: model.signer.name,
        document: html`<strong>${model.templateName}</strong>`,
        date: timeElement(model.signedAt, ctx.locale),
      })
    : t.tHtml('completed.leadViewer', { document: html`<strong>${model.templateName}</strong>` });
  const body = html`<h1>${title}</h1>
<p class="lead">${lead}</p>
<p><a class="button-link primary" href="${signUrl(model.token, '/document')}" download="${model.filename}">${t.t(
    'completed.download',
  )}</a></p>
<p>${t.t('completed.keep')}${model.sendEmail ? html` ${t.t('completed.emailed', { email: model.signer.email })}` : ''}</p>`;
  return layout(ctx, title, body);
}

export type ClosedReason = 'declined' | 'voided' | 'expired';

export function closedPage(
  ctx: PageContext,
  model: {
    templateName: string;
    sender: string;
    reason: ClosedReason;
    declinedByYou?: boolean;
    expiresAt: Date;
  },
): string {
  const { t } = ctx;
  const document = html`<strong>${model.templateName}</strong>`;
  const sender = model.sender;
  let title: string;
  let text: ReturnType<typeof t.tHtml>;
  switch (model.reason) {
    case 'declined':
      title = t.t('declined.title');
      text = model.declinedByYou
        ? t.tHtml('declined.byYou', { document, sender })
        : t.tHtml('declined.other', { document });
      break;
    case 'voided':
      title = t.t('voided.title');
      text = t.tHtml('voided.text', { document, sender });
      break;
    case 'expired':
      title = t.t('expired.title');
      text = t.tHtml('expired.text', { document, sender, date: timeElement(model.expiresAt, ctx.locale) });
      break;
  }
  return layout(ctx, title, html`<h1>${title}</h1>\n<p class="lead">${text}</p>`);
}

/** The request was erased: nothing of it is shown any more. */
export function removedPage(ctx: PageContext): string {
  const { t } = ctx;
  const body = html`<h1>${t.t('removed.title')}</h1>
<p class="lead">${t.t('removed.text')}</p>`;
  return layout(ctx, t.t('removed.title'), body);
}

export function notFoundPage(ctx: PageContext): string {
  const { t } = ctx;
  const body = html`<h1>${t.t('notFound.title')}</h1>
<p class="lead">${t.t('notFound.text')}</p>`;
  return layout(ctx, t.t('notFound.title'), body);
}
