// Signer verification on the application's send form (issue 24 item 2): for each signer, none, an
// access code the member gives them (typed here, sent as `verification.code`, stored only as a
// hash), or a code the signing page e-mails them. Plain radios and one text field, so it works
// without scripts: the code field is read only when "Access code" is chosen. The same rules as the
// API (4 to 64 characters), each problem at its field.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { ACCESS_CODE_MAX, ACCESS_CODE_MIN } from '../../requests/access-code.ts';
import type { SendBody } from '../../requests/schemas.ts';

export type VerificationChoice = { method: '' | 'access_code' | 'email_code'; code: string };

export const NO_VERIFICATION: VerificationChoice = { method: '', code: '' };

export const verificationId = (i: number) => `submitter-${i}-verification`;
export const accessCodeId = (i: number) => `submitter-${i}-access-code`;

/** The choice as the form posted it. */
export function readVerification(text: (name: string) => string, i: number): VerificationChoice {
  const method = text(`submitters.${i}.verification`);
  return {
    method: method === 'access_code' || method === 'email_code' ? method : '',
    code: text(`submitters.${i}.accessCode`).slice(0, ACCESS_CODE_MAX + 1),
  };
}

/** The submitter's `verification` in the send body, when one is chosen. */
export function verificationBodyOf(
  choice: VerificationChoice | undefined,
): Pick<SendBody['submitters'][number], 'verification'> {
  if (!choice?.method) return {};
  return choice.method === 'email_code'
    ? { verification: { method: 'email_code' } }
    : { verification: { method: 'access_code', code: choice.code.trim() } };
}

/** The problem of a signer's choice, placed at the code field; none when it may be sent. */
export function verificationProblem(
  choice: VerificationChoice | undefined,
  t: Translator,
): string | undefined {
  if (choice?.method !== 'access_code') return undefined;
  const length = choice.code.trim().length;
  if (length < ACCESS_CODE_MIN || length > ACCESS_CODE_MAX)
    return t.t('send.accessCodeLength', { min: ACCESS_CODE_MIN, max: ACCESS_CODE_MAX });
  return undefined;
}

export function verificationControl(
  i: number,
  choice: VerificationChoice | undefined,
  t: Translator,
  error?: string,
): SafeHtml {
  const chosen = choice?.method ?? '';
  const name = `submitters.${i}.verification`;
  const option = (value: VerificationChoice['method'], label: string, hint: string) => {
    const id = `${verificationId(i)}-${value || 'none'}`;
    return html`<div class="check">
<input type="radio" id="${id}" name="${name}" value="${value}"${value === chosen ? html` checked` : ''} aria-describedby="${id}-hint">
<label for="${id}">${label}</label>
<p class="hint" id="${id}-hint">${hint}</p>
</div>`;
  };
  const codeId = accessCodeId(i);
  const described = [`${codeId}-hint`, error ? `${codeId}-error` : ''].filter(Boolean).join(' ');
  return html`<fieldset class="verification" id="${verificationId(i)}">
<legend>${t.t('send.verification')}</legend>
${option('', t.t('send.verificationNone'), t.t('send.verificationNoneHint'))}
${option('access_code', t.t('send.verificationAccessCode'), t.t('send.verificationAccessCodeHint'))}
<div class="field${error ? ' invalid' : ''}">
<label for="${codeId}">${t.t('send.accessCode')}</label>
<p class="hint" id="${codeId}-hint">${t.t('send.accessCodeHint')}</p>
${error ? html`<p class="error" id="${codeId}-error">${error}</p>` : ''}
<input id="${codeId}" name="submitters.${i}.accessCode" type="text" class="short" value="${choice?.code ?? ''}"
  autocomplete="off" spellcheck="false" maxlength="${ACCESS_CODE_MAX}" aria-describedby="${described}"${
    error ? html` aria-invalid="true"` : ''
  }>
</div>
${option('email_code', t.t('send.verificationEmailCode'), t.t('send.verificationEmailCodeHint'))}
</fieldset>`;
}
