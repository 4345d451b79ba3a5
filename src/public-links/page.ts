// The pages of a public link (issue 45 item 4), in the signer's one layout: the form (name, address,
// the proof of work its script solves), and the pages that refuse — not available (the link is off or
// unknown, or the workspace cannot take the signing) and too many started today.
import type { Challenge } from 'altcha-lib';
import type { MessageKey } from '../i18n/catalogue.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { layout, type PageContext } from '../signing/page-layout.ts';
import { type OpenLink, publicLinkPath } from '../templates/public-links.ts';
import { formScriptUrl } from './assets.ts';

export interface FormModel {
  link: OpenLink;
  challenge: Challenge;
  /** What was typed, when the form comes back with problems. */
  name?: string;
  email?: string;
  problems?: Array<'name' | 'email' | 'proof'>;
}

const PROBLEM_TEXT: Record<'name' | 'email' | 'proof', MessageKey> = {
  name: 'publicLink.error.name',
  email: 'publicLink.error.email',
  proof: 'publicLink.error.proof',
};

export function formPage(ctx: PageContext, model: FormModel): string {
  const { t } = ctx;
  const { link } = model;
  const problems = model.problems ?? [];
  const field = (id: 'name' | 'email', input: SafeHtml) => {
    const wrong = problems.includes(id);
    return html`<div class="field">
<label for="public-${id}">${t.t(id === 'name' ? 'publicLink.name' : 'publicLink.email')}</label>
${input}
${wrong ? html`<p class="error" id="public-${id}-error">${t.t(PROBLEM_TEXT[id])}</p>` : ''}
</div>`;
  };
  const invalid = (id: 'name' | 'email') =>
    problems.includes(id) ? html` aria-invalid="true" aria-describedby="public-${id}-error"` : '';
  const body = html`<h1>${link.templateName}</h1>
<p class="lead">${t.tHtml('publicLink.lead', { workspace: link.brand.name, document: link.templateName })}</p>
<p>${t.t('publicLink.hint')}${link.verifyEmail ? html` ${t.t('publicLink.verifyHint')}` : ''}</p>
${
  link.fixedSubmitters.length > 0
    ? html`<h2>${t.t('publicLink.nextHeading')}</h2>
<ul>${link.fixedSubmitters.map((s) => html`<li>${t.tHtml('publicLink.next', { role: s.role, name: s.name })}</li>`)}</ul>`
    : ''
}
<noscript><p class="alert warning">${t.t('publicLink.noscript')}</p></noscript>
${
  problems.length > 0
    ? html`<div class="error-summary" role="alert"><p>${t.t('publicLink.problems')}</p>
<ul>${problems.map((p) => html`<li>${p === 'proof' ? t.t(PROBLEM_TEXT[p]) : html`<a href="#public-${p}">${t.t(PROBLEM_TEXT[p])}</a>`}</li>`)}</ul></div>`
    : ''
}
<form method="post" action="${publicLinkPath(link.token)}" data-challenge="${JSON.stringify(model.challenge)}"
  data-working="${t.t('publicLink.working')}" novalidate>
<input type="hidden" name="proof" value="">
<input type="hidden" name="lang" value="${t.language}">
${field(
  'name',
  html`<input id="public-name" name="name" type="text" autocomplete="name" required maxlength="200" value="${model.name ?? ''}"${invalid('name')}>`,
)}
${field(
  'email',
  html`<input id="public-email" name="email" type="email" autocomplete="email" required maxlength="254" spellcheck="false" autocapitalize="off" value="${model.email ?? ''}"${invalid('email')}>`,
)}
<button type="submit" class="primary"><span>${t.t('publicLink.start')}</span></button>
<p id="proof-status" role="status" aria-live="polite"></p>
</form>`;
  return layout(ctx, link.templateName, body, { extraScripts: [formScriptUrl()] });
}

/** A page that refuses: the form is not available, or too many signings were started today. */
export function refusalPage(ctx: PageContext, kind: 'unavailable' | 'limited'): string {
  const { t } = ctx;
  const title = t.t(kind === 'limited' ? 'publicLink.limited.title' : 'publicLink.unavailable.title');
  return layout(
    ctx,
    title,
    html`<h1>${title}</h1>
<p class="lead">${t.t(kind === 'limited' ? 'publicLink.limited.lead' : 'publicLink.unavailable.lead')}</p>`,
  );
}
