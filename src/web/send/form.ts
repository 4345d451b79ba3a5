// The send form (issue 9): one row per role, the sender's values generated from the template's
// variables or fields, the message and the e-mail switch. What a member typed is turned into the
// API's send body here, and refused forms come back with every value kept and each problem next to
// its field. Every word comes from the catalogue (send.*) in the page's language; each signer's
// language and the request's expiry date are chosen here too.

import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { catalogueOf, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '../../i18n/locales.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { validatorCompiler } from '../../platform/http/validation.ts';
import { isOneLineName } from '../../platform/names.ts';
import type { CcRecipient } from '../../requests/cc.ts';
import { MAX_MESSAGE_LENGTH, SendBody } from '../../requests/schemas.ts';
import { MAX_EXPIRY_DAYS } from '../../requests/send.ts';
import { CHOICE_SEPARATOR, choicesFromText } from '../../templates/choices.ts';
import type { Role, Template, TemplateInput, Values } from '../../templates/types.ts';
import { inputsInScope, isPresettable, TEXT_VALUE_MAX_LENGTH } from '../../templates/values.ts';
import { dateTimeText, kindText } from '../format.ts';
import {
  csrfField,
  errorSummary,
  type FieldErrors,
  hintAndError,
  input,
  labelFor,
  textarea,
} from '../forms.ts';
import type { Form } from '../http.ts';
import { documentsList, sendOnceSteps } from '../send-once/views.ts';
import { CC_ID, ccBodyOf, ccPanel, ccProblem, ccText } from './cc-field.ts';
import { choiceControl, postedChoices } from './choice-control.ts';
import {
  accessCodeId,
  readVerification,
  type VerificationChoice,
  verificationBodyOf,
  verificationControl,
  verificationProblem,
} from './verification-field.ts';

/**
 * The inputs the sender fills, in template order: their own, and the signers' read-only fields
 * (issue 34: the sender gives those values, the signer cannot change them).
 */
export function senderInputs(template: Template): TemplateInput[] {
  return template.inputs.filter(
    (input) => inputsInScope({ inputs: [input] }, {}).length > 0 || (input.readonly && isPresettable(input)),
  );
}

export const submitterId = (i: number, part: 'name' | 'email' | 'locale') => `submitter-${i}-${part}`;
export const EXPIRES_ID = 'expiresOn';

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** yyyy-mm-dd of an instant, in UTC. */
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The end (the last millisecond, UTC) of a typed yyyy-mm-dd day; null when it is not a real date. */
export function endOfDay(text: string): Date | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [y, m, d] = match.slice(1).map(Number);
  const start = new Date(Date.UTC(y, m - 1, d));
  if (start.getUTCFullYear() !== y || start.getUTCMonth() !== m - 1 || start.getUTCDate() !== d) return null;
  return new Date(start.getTime() + DAY_MS - 1);
}

/** The days an expiry date may be: today (UTC) to the last day whose end is within MAX_EXPIRY_DAYS. */
function expiryRange(now: Date): { min: string; max: string } {
  const limit = now.getTime() + MAX_EXPIRY_DAYS * DAY_MS;
  return { min: isoDay(now), max: isoDay(new Date(Math.floor((limit + 1) / DAY_MS) * DAY_MS - DAY_MS)) };
}
export const valueId = (i: number) => `value-${i}`;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A form field's text as the value its input type takes; what cannot be read stays text (and is refused). */
function typedValue(input: TemplateInput, text: string | undefined): Values[string] | undefined {
  if (input.type === 'checkbox') return text !== undefined && text !== '';
  if (text === undefined || text.trim() === '') return undefined;
  if (input.type === 'multiple') return choicesFromText(text);
  if (input.type === 'number') return NUMBER.test(text.trim()) ? Number(text.trim()) : text;
  return text;
}

export interface SendForm {
  idempotencyKey: string;
  /** `check`: none, an access code or an e-mailed code (issue 24; verification-field.ts). */
  submitters: Array<{ name: string; email: string; locale: string; check?: VerificationChoice }>;
  /** As typed, by input key. */
  values: Record<string, string>;
  message: string;
  sendEmail: boolean;
  /** The expiry day as typed (yyyy-mm-dd), or empty for the default life of a request. */
  expiresOn: string;
  /** The member confirmed sending although the same people got this template a moment ago. */
  sendAnyway: boolean;
  /** The people copied, as typed: one a line, "e-mail, name" (cc-field.ts). */
  cc: string;
}

/** A request of this template sent to the same signers a moment ago: the form asks before sending. */
export interface RecentDuplicate {
  id: string;
  createdAt: Date;
}

/** A blank form; each signer's language starts as the member's. */
export function emptySendForm(template: Template, idempotencyKey: string, language: Language): SendForm {
  return {
    idempotencyKey,
    submitters: template.roles.map(() => ({ name: '', email: '', locale: language })),
    values: {},
    message: '',
    sendEmail: true,
    expiresOn: '',
    sendAnyway: false,
    cc: '',
  };
}

/** A form value as typed from a value as stored (normalised at send). */
function typedText(input: TemplateInput, value: Values[string] | undefined): string {
  if (value === undefined || value === null) return '';
  if (input.type === 'checkbox') return value === true ? '1' : '';
  if (Array.isArray(value)) return value.join(CHOICE_SEPARATOR);
  return String(value);
}

/**
 * The form filled as an earlier request of this template was sent: its signers (by role; name,
 * e-mail address, language) and the sender's values. The message and the expiry start blank.
 */
export function resendForm(
  template: Template,
  earlier: {
    submitters: Array<{ role: string; name: string; email: string; locale: string }>;
    cc?: CcRecipient[];
  },
  values: Values,
  idempotencyKey: string,
  language: Language,
): SendForm {
  const form = emptySendForm(template, idempotencyKey, language);
  form.submitters = template.roles.map((role, i) => {
    const s = earlier.submitters.find((x) => x.role === role.name) ?? earlier.submitters[i];
    if (!s) return { name: '', email: '', locale: language };
    return { name: s.name, email: s.email, locale: catalogueOf(s.locale) ?? language };
  });
  form.values = Object.fromEntries(
    senderInputs(template).map((inp) => [inp.key, typedText(inp, values[inp.key])]),
  );
  form.cc = ccText(earlier.cc);
  return form;
}

export function readSendForm(template: Template, form: Form, idempotencyKey: string): SendForm {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  return {
    idempotencyKey,
    submitters: template.roles.map((_, i) => ({
      name: text(`submitters.${i}.name`).trim(),
      email: text(`submitters.${i}.email`).trim(),
      locale: text(`submitters.${i}.locale`).trim().slice(0, 35),
      check: readVerification(text, i),
    })),
    values: Object.fromEntries(
      senderInputs(template).map((inp) => [
        inp.key,
        inp.type === 'multiple' ? postedChoices(inp, text) : text(`values.${inp.key}`),
      ]),
    ),
    message: text('message'),
    sendEmail: text('sendEmail') !== '',
    expiresOn: text('expiresOn').trim().slice(0, 40),
    sendAnyway: text('sendAnyway') !== '',
    cc: text('cc'),
  };
}

/** The values as send and render take them. */
export function valuesOf(template: Template, form: SendForm): Values {
  const values: Values = {};
  for (const inp of senderInputs(template)) {
    const value = typedValue(inp, form.values[inp.key]);
    if (value !== undefined) values[inp.key] = value;
  }
  return values;
}

export function sendBodyOf(template: Template, form: SendForm): SendBody {
  const expiresAt = form.expiresOn ? endOfDay(form.expiresOn) : null;
  return {
    templateId: template.id,
    submitters: template.roles.map((role, i) => {
      const { name, email, locale, check } = form.submitters[i];
      return {
        role: role.name,
        name,
        email,
        ...(locale ? { locale } : {}),
        ...verificationBodyOf(check),
      };
    }),
    values: valuesOf(template, form),
    ...(form.message.trim() ? { message: form.message.trim() } : {}),
    sendEmail: form.sendEmail,
    idempotencyKey: form.idempotencyKey,
    ...ccBodyOf(form.cc),
    ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
  };
}

const validateSendBody = validatorCompiler({
  schema: SendBody,
  httpPart: 'body',
  method: 'POST',
  url: '/api/v1/esign/submissions',
}) as ((body: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };

/**
 * The API's body rules (the same schema), each problem placed at its field, and the form's own: a
 * language we offer for each signer, an expiry date that is a real day, not past, not too far.
 */
export function bodyProblems(body: SendBody, form: SendForm, now: Date, t: Translator): FieldErrors {
  const errors: FieldErrors = {};
  body.submitters.forEach((s, i) => {
    if (s.name.trim() === '') errors[submitterId(i, 'name')] = t.t('send.blankName');
    else if (!isOneLineName(s.name)) errors[submitterId(i, 'name')] = t.t('send.nameNotOneLine');
    if (s.locale !== undefined && !isLanguage(s.locale))
      errors[submitterId(i, 'locale')] = t.t('send.localeInvalid');
  });
  if (form.expiresOn) {
    const end = endOfDay(form.expiresOn);
    if (!end) errors[EXPIRES_ID] = t.t('send.expiresInvalid');
    else if (end.getTime() <= now.getTime()) errors[EXPIRES_ID] = t.t('send.expiresPast');
    else if (end.getTime() > now.getTime() + MAX_EXPIRY_DAYS * DAY_MS)
      errors[EXPIRES_ID] = t.n('send.expiresTooFar', MAX_EXPIRY_DAYS);
  }
  form.submitters.forEach((s, i) => {
    const problem = verificationProblem(s.check, t);
    if (problem) errors[accessCodeId(i)] = problem;
  });
  const cc = ccProblem(form.cc, body.submitters, t);
  if (cc) errors[CC_ID] = cc;
  if (validateSendBody(body)) return errors;
  for (const error of validateSendBody.errors ?? []) {
    const match = /^\/submitters\/(\d+)\/(name|email|locale)$/.exec(error.instancePath);
    if (match) {
      const part = match[2] as 'name' | 'email' | 'locale';
      const id = submitterId(Number(match[1]), part);
      errors[id] ??=
        part === 'email'
          ? t.t('send.badEmail')
          : part === 'locale'
            ? t.t('send.localeInvalid')
            : t.n('send.tooLong', 200);
    } else if (error.instancePath === '/message') {
      errors.message = t.n('send.tooLong', MAX_MESSAGE_LENGTH);
    } else if (error.instancePath === '/expiresAt') {
      errors[EXPIRES_ID] ??= t.t('send.expiresInvalid');
    } else if (/^\/submitters\/\d+\/verification/.test(error.instancePath)) {
      // The access code's own rule, said at its field (verification-field.ts).
      const i = Number(error.instancePath.split('/')[2]);
      errors[accessCodeId(i)] ??= verificationProblem({ method: 'access_code', code: '' }, t) ?? '';
    } else if (error.instancePath.startsWith('/cc')) {
      errors[CC_ID] ??= t.t('send.badEmail');
    } else {
      errors._form = t.t('problems.error');
    }
  }
  return errors;
}

/**
 * A number input's range as the browser takes it: min, max and step (1 for whole numbers, with the
 * bounds rounded inwards so that the spinner's steps are whole). The server's check is the rule.
 */
function numberAttributes({ min, max, integer }: TemplateInput): SafeHtml {
  const low = min === undefined ? undefined : integer ? Math.ceil(min) : min;
  const high = max === undefined ? undefined : integer ? Math.floor(max) : max;
  return html`${low === undefined ? '' : html` min="${String(low)}"`}${high === undefined ? '' : html` max="${String(high)}"`} step="${integer ? '1' : 'any'}" inputmode="${integer && (low ?? -1) >= 0 ? 'numeric' : 'decimal'}"`;
}

function valueControl(
  inp: TemplateInput,
  index: number,
  typed: string | undefined,
  t: Translator,
  error?: string,
): SafeHtml {
  const id = valueId(index);
  const name = `values.${inp.key}`;
  const spec = { id, label: inp.label, required: inp.required, error, t };
  const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  switch (inp.type) {
    case 'checkbox':
      return html`<div class="field check${error ? ' invalid' : ''}">
<input id="${id}" name="${name}" type="checkbox" value="1"${typed ? html` checked` : ''}${invalid}>
${labelFor(spec)}
${hintAndError(spec)}
</div>`;
    case 'radio':
    case 'multiple':
      return choiceControl(inp, id, typed, t, error);
    case 'select':
      return html`<div class="field${error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<select id="${id}" name="${name}"${inp.required ? html` aria-required="true"` : ''}${invalid}>
<option value="">${t.t('send.selectPrompt')}</option>
${(inp.options ?? []).map((o) => html`<option${o === typed ? html` selected` : ''}>${o}</option>`)}
</select>
</div>`;
    default:
      return input({
        id,
        name,
        label: inp.label,
        required: inp.required,
        error,
        value: typed,
        type:
          inp.type === 'number'
            ? 'number'
            : inp.type === 'date'
              ? 'date'
              : inp.type === 'email'
                ? 'email'
                : 'text',
        maxlength: inp.type === 'text' ? TEXT_VALUE_MAX_LENGTH : undefined,
        extra: inp.type === 'number' ? numberAttributes(inp) : undefined,
        t,
      });
  }
}

/** A signer's language: each language in its own name. */
function localeControl(i: number, chosen: string, t: Translator, error?: string): SafeHtml {
  const id = submitterId(i, 'locale');
  const spec = { id, label: t.t('send.locale'), hint: t.t('send.localeHint'), error, t };
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<select id="${id}" name="submitters.${i}.locale" aria-describedby="${described}"${error ? html` aria-invalid="true"` : ''}>
${LANGUAGES.map(
  (language) =>
    html`<option value="${language}" lang="${language}"${language === chosen ? html` selected` : ''}>${LANGUAGE_NAMES[language]}</option>`,
)}
</select>
</div>`;
}

/** Which signer or detail each field of the summary is about. */
function summaryContext(template: Template, t: Translator): Record<string, string> {
  const context: Record<string, string> = {};
  const parts: Array<['name' | 'email' | 'locale', MessageKey]> = [
    ['name', 'send.summaryName'],
    ['email', 'send.summaryEmail'],
    ['locale', 'send.summaryLocale'],
  ];
  template.roles.forEach((role, i) => {
    for (const [part, key] of parts) context[submitterId(i, part)] = t.t(key, { role: role.name });
    context[accessCodeId(i)] = t.t('send.summaryAccessCode', { role: role.name });
  });
  return context;
}

/** The warning naming the earlier request, with the box to tick to send all the same. */
function duplicateWarning(duplicate: RecentDuplicate, template: Template, t: Translator): SafeHtml {
  const link = html`<a href="/app/requests/${duplicate.id}">${t.t('send.duplicateLink', {
    time: dateTimeText(duplicate.createdAt, t),
  })}</a>`;
  return html`<div class="alert warning duplicate" role="alert" tabindex="-1" data-error-summary aria-labelledby="duplicate-title">
<h2 id="duplicate-title">${t.t('send.duplicateTitle')}</h2>
<p>${t.tHtml('send.duplicateWarning', { template: template.name, link })}</p>
<div class="field check">
<input id="sendAnyway" name="sendAnyway" type="checkbox" value="1" aria-describedby="sendAnyway-hint">
<label for="sendAnyway">${t.t('send.sendAnyway')}</label>
<p class="hint" id="sendAnyway-hint">${t.t('send.sendAnywayHint')}</p>
</div>
</div>`;
}

export function sendFormPage(input_: {
  template: Template;
  form: SendForm;
  csrf: string;
  errors?: FieldErrors;
  general?: string[];
  t: Translator;
  /** The time now, for the expiry date's range. */
  now: Date;
  /** How many days a request lives without an expiry date. */
  ttlDays: number;
  /** The same template went to the same signers a moment ago: say so, and ask before sending. */
  duplicate?: RecentDuplicate;
  /** A document sent once (issue 32): its steps instead of the way back to the templates and bulk. */
  oneOff?: boolean;
  /** The template's documents (issue 32), listed above the form. */
  documents?: Array<{ name: string; pages: number }>;
}): SafeHtml {
  const { template, form, t } = input_;
  // The summary lists problems in the order of the fields on the page.
  const order = [
    ...template.roles.flatMap((_, i) => [
      submitterId(i, 'name'),
      submitterId(i, 'email'),
      submitterId(i, 'locale'),
      accessCodeId(i),
    ]),
    CC_ID,
    ...senderInputs(template).map((_, i) => valueId(i)),
    'message',
    EXPIRES_ID,
  ];
  const given = input_.errors ?? {};
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(given).sort(([a], [b]) => (order.indexOf(a) >>> 0) - (order.indexOf(b) >>> 0)),
  );
  const general = [...(input_.general ?? [])];
  if (errors._form) {
    general.push(errors._form);
    delete errors._form;
  }
  const inputs = senderInputs(template);
  const action = `/app/send/${template.id}`;
  const range = expiryRange(input_.now);
  return html`${
    input_.oneOff
      ? html`<p class="crumbs"><a href="/app/requests"><span class="arrow" aria-hidden="true">←</span> ${t.t('requests.title')}</a></p>
<h1>${t.t('send.formTitle', { template: template.name })}</h1>
${sendOnceSteps(3, t)}`
      : html`<p class="crumbs"><a href="/app/send"><span class="arrow" aria-hidden="true">←</span> ${t.t('send.otherTemplate')}</a></p>
<h1>${t.t('send.formTitle', { template: template.name })}</h1>
<p class="bulk-link"><a href="${action}/bulk">${t.t('bulk.link')}</a>: ${t.t('bulk.linkHint')}</p>`
  }
${errorSummary(errors, general, summaryContext(template, t), t)}
${documentsList(input_.documents ?? [], t)}
<form method="post" action="${action}" class="send-form" novalidate data-once>
${csrfField(input_.csrf)}
<input type="hidden" name="idempotencyKey" value="${form.idempotencyKey}">
${
  input_.duplicate
    ? duplicateWarning(input_.duplicate, template, t)
    : form.sendAnyway
      ? html`<input type="hidden" name="sendAnyway" value="1">`
      : ''
}
<fieldset class="panel">
<legend>${t.t('send.signers')}</legend>
<p class="hint">${t.t('send.signersHint')}</p>
${template.roles.map(
  (role, i) => html`<fieldset class="role">
<legend>${t.t('send.roleLegend', { n: i + 1, role: role.name })}${kindLegend(t, role)}</legend>
<div class="pair">
${input({
  id: submitterId(i, 'name'),
  name: `submitters.${i}.name`,
  label: t.t('send.name'),
  value: form.submitters[i]?.name,
  error: errors[submitterId(i, 'name')],
  required: true,
  autocomplete: 'off',
  maxlength: 200,
  t,
})}
${input({
  id: submitterId(i, 'email'),
  name: `submitters.${i}.email`,
  type: 'email',
  label: t.t('send.email'),
  value: form.submitters[i]?.email,
  error: errors[submitterId(i, 'email')],
  required: true,
  autocomplete: 'off',
  maxlength: 254,
  t,
})}
</div>
${localeControl(i, form.submitters[i]?.locale ?? t.language, t, errors[submitterId(i, 'locale')])}
${verificationControl(i, form.submitters[i]?.check, t, errors[accessCodeId(i)])}
</fieldset>`,
)}
</fieldset>
${ccPanel(form.cc, errors[CC_ID], t)}
${
  inputs.length > 0
    ? html`<fieldset class="panel">
<legend>${t.t('send.details')}</legend>
<p class="hint">${t.t('send.detailsHint')}</p>
${inputs.map((inp, i) => valueControl(inp, i, form.values[inp.key], t, errors[valueId(i)]))}
</fieldset>`
    : ''
}
<fieldset class="panel">
<legend>${t.t('send.messageLegend')}</legend>
${textarea({
  id: 'message',
  name: 'message',
  label: t.t('send.message'),
  hint: t.t('send.messageHint'),
  value: form.message,
  error: errors.message,
  maxlength: MAX_MESSAGE_LENGTH,
  rows: 4,
  t,
})}
<div class="field check">
<input id="sendEmail" name="sendEmail" type="checkbox" value="1"${form.sendEmail ? html` checked` : ''} aria-describedby="sendEmail-hint">
<label for="sendEmail">${t.t('send.sendEmail')}</label>
<p class="hint" id="sendEmail-hint">${t.t('send.sendEmailHint')}</p>
</div>
</fieldset>
<fieldset class="panel">
<legend>${t.t('send.expiryLegend')}</legend>
${input({
  id: EXPIRES_ID,
  name: 'expiresOn',
  type: 'date',
  label: t.t('send.expiresOn'),
  hint: t.n('send.expiresOnHint', input_.ttlDays),
  value: form.expiresOn,
  error: errors[EXPIRES_ID],
  extra: html` class="short" min="${range.min}" max="${range.max}"`,
  t,
})}
</fieldset>
<div class="actions">
<button type="submit" class="primary">${t.t('send.submit')}</button>
<button type="submit" class="secondary" formaction="${action}/preview" formtarget="_blank" aria-describedby="preview-hint">${t.t('send.preview')}</button>
</div>
<p class="hint" id="preview-hint">${t.t('send.previewHint')}</p>
</form>`;
}

/** " · Approver", " · Witness for Tenant": how the role takes part, beside its name (issue 45). */
function kindLegend(t: Translator, role: Role): string {
  const text = kindText(t, role);
  return text ? ` · ${text}` : '';
}
