// The code form (issue 24 item 2): what a signing link shows while its signer must enter a code and
// this browser has not. It names the document and who asks, and nothing else of the request: no
// document text, no field, no other signer. An access code is typed as given; an e-mailed code is
// asked for with "Send me a code" and typed with the phone's number pad; the form says an access
// code's capital letters do not matter (issue 31). verify.js sends both as JSON
// and shows what went wrong at the field; on success the page reloads and the server shows the
// document. In the one layout, in the signer's language, every sentence from the catalogue.
import type { MessageKey } from '../../i18n/catalogue.ts';
import { CODE_VALID_MINUTES } from '../../mail/verification-mail.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { verificationScriptUrl } from '../assets.ts';
import { layout, type PageContext, timeElement } from '../page-layout.ts';
import { signUrl } from '../pages.ts';
import type { SignerVerificationState } from '../signing-context.ts';
import { CODE_MAX } from './verify-code.ts';

export interface VerificationPageModel {
  token: string;
  templateName: string;
  sender: string;
  /** The signer's own address, where an e-mailed code goes. */
  email: string;
  verification: SignerVerificationState;
  now: Date;
}

/** The catalogue entries verify.js shows, handed over in a data attribute. */
const SCRIPT_MESSAGES = {
  empty: 'verification.error.empty',
  digits: 'verification.error.digits',
  wrong: 'verification.error.wrong',
  locked: 'verification.error.locked',
  lockedHours: 'verification.error.lockedHours',
  linkLocked: 'verification.error.linkLocked',
  sendLimit: 'verification.error.sendLimit',
  failed: 'verification.error.failed',
  sent: 'verification.sent',
  sendAgain: 'verification.sendAgain',
  sending: 'verification.sending',
  checking: 'verification.checking',
} satisfies Record<string, MessageKey>;

export function verificationPage(ctx: PageContext, model: VerificationPageModel): string {
  const { t } = ctx;
  const { token, verification } = model;
  const emailed = verification.method === 'email_code';
  const messages = Object.fromEntries(
    Object.entries(SCRIPT_MESSAGES).map(([name, key]) => [
      name,
      t.t(key, { email: model.email, minutes: CODE_VALID_MINUTES, sender: model.sender }),
    ]),
  );
  const locked =
    verification.lockedUntil && verification.lockedUntil > model.now ? verification.lockedUntil : null;
  const body = html`
<div data-verification data-method="${verification.method}" data-status-url="${signUrl(token, '/verify')}"
  data-verify-url="${signUrl(token, ctx.embed ? '/verify?embed=1' : '/verify')}" data-send-url="${signUrl(token, '/verify/send')}"
  data-messages="${JSON.stringify(messages)}">
<h1>${model.templateName}</h1>
<p class="lead">${t.tHtml('verification.lead', { sender: html`<strong>${model.sender}</strong>` })}</p>
${
  verification.lockedUntilReminded
    ? html`<div class="alert danger" role="alert"><p>${t.t('verification.lockedUntilReminded', {
        sender: model.sender,
      })}</p></div>`
    : locked
      ? html`<div class="alert danger" role="alert"><p>${t.tHtml('verification.lockedUntil', {
          time: timeElement(locked, ctx.locale),
        })}</p></div>`
      : ''
}
<noscript><p class="alert warning">${t.t('sign.noscript', { sender: model.sender })}</p></noscript>
<section class="panel verification" aria-labelledby="verification-heading">
<h2 id="verification-heading">${t.t(emailed ? 'verification.emailHeading' : 'verification.accessHeading')}</h2>
<p id="code-help">${
    emailed
      ? t.t('verification.emailHelp', { email: model.email, minutes: CODE_VALID_MINUTES })
      : t.t('verification.accessHelp', { sender: model.sender })
  }</p>
${emailed ? '' : html`<p id="code-case">${t.t('verification.accessCase')}</p>`}
${emailed ? sendControl(ctx, verification) : ''}
<form id="verify-form" novalidate hidden>
<div class="field" id="code-field">
<label for="verification-code">${t.t(emailed ? 'verification.emailLabel' : 'verification.accessLabel')}</label>
${codeInput(emailed)}
<p class="error" id="verification-code-error" hidden></p>
</div>
<button type="submit" id="verify-button" class="primary">${t.t('verification.submit')}</button>
</form>
</section>
</div>`;
  return layout(ctx, t.t('verification.title', { document: model.templateName }), body, {
    extraScripts: [verificationScriptUrl()],
  });
}

function sendControl(ctx: PageContext, verification: SignerVerificationState): SafeHtml {
  const { t } = ctx;
  return html`<p><button type="button" id="send-code" class="secondary" hidden>${t.t(
    verification.codeSentAt ? 'verification.sendAgain' : 'verification.send',
  )}</button></p>
<p id="send-status" role="status" aria-live="polite"></p>`;
}

function codeInput(emailed: boolean): SafeHtml {
  const common = html`id="verification-code" name="code" type="text" class="code-input" required
  spellcheck="false" autocapitalize="off"`;
  return emailed
    ? html`<input ${common} aria-describedby="code-help verification-code-error" inputmode="numeric" autocomplete="one-time-code" maxlength="6" pattern="[0-9]{6}">`
    : html`<input ${common} aria-describedby="code-help code-case verification-code-error" autocomplete="off" maxlength="${CODE_MAX}">`;
}
