// The send form (issue 9): one row per role, the sender's values generated from the template's
// variables or fields, the message and the e-mail switch. What a member typed is turned into the
// API's send body here, and refused forms come back with every value kept and each problem next to
// its field.

import { html, type SafeHtml } from '../../platform/http/html.ts';
import { validatorCompiler } from '../../platform/http/validation.ts';
import { MAX_MESSAGE_LENGTH, SendBody } from '../../requests/schemas.ts';
import type { Template, TemplateInput } from '../../templates/types.ts';
import { inputsInScope, TEXT_VALUE_MAX_LENGTH } from '../../templates/values.ts';
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
import { en } from '../strings/en.ts';

/** The sender's own inputs, in template order. */
export function senderInputs(template: Template): TemplateInput[] {
  return inputsInScope(template, {});
}

export const submitterId = (i: number, part: 'name' | 'email') => `submitter-${i}-${part}`;
export const valueId = (i: number) => `value-${i}`;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** A form field's text as the value its input type takes; what cannot be read stays text (and is refused). */
function typedValue(input: TemplateInput, text: string | undefined): string | number | boolean | undefined {
  if (input.type === 'checkbox') return text !== undefined && text !== '';
  if (text === undefined || text.trim() === '') return undefined;
  if (input.type === 'number') return NUMBER.test(text.trim()) ? Number(text.trim()) : text;
  return text;
}

export interface SendForm {
  idempotencyKey: string;
  submitters: Array<{ name: string; email: string }>;
  /** As typed, by input key. */
  values: Record<string, string>;
  message: string;
  sendEmail: boolean;
}

export function emptySendForm(template: Template, idempotencyKey: string): SendForm {
  return {
    idempotencyKey,
    submitters: template.roles.map(() => ({ name: '', email: '' })),
    values: {},
    message: '',
    sendEmail: true,
  };
}

export function readSendForm(template: Template, form: Form, idempotencyKey: string): SendForm {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  return {
    idempotencyKey,
    submitters: template.roles.map((_, i) => ({
      name: text(`submitters.${i}.name`).trim(),
      email: text(`submitters.${i}.email`).trim(),
    })),
    values: Object.fromEntries(senderInputs(template).map((inp) => [inp.key, text(`values.${inp.key}`)])),
    message: text('message'),
    sendEmail: text('sendEmail') !== '',
  };
}

/** The values as send and render take them. */
export function valuesOf(template: Template, form: SendForm): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const inp of senderInputs(template)) {
    const value = typedValue(inp, form.values[inp.key]);
    if (value !== undefined) values[inp.key] = value;
  }
  return values;
}

export function sendBodyOf(template: Template, form: SendForm): SendBody {
  return {
    templateId: template.id,
    submitters: template.roles.map((role, i) => ({ role: role.name, ...form.submitters[i] })),
    values: valuesOf(template, form),
    ...(form.message.trim() ? { message: form.message.trim() } : {}),
    sendEmail: form.sendEmail,
    idempotencyKey: form.idempotencyKey,
  };
}

const validateSendBody = validatorCompiler({
  schema: SendBody,
  httpPart: 'body',
  method: 'POST',
  url: '/api/v1/esign/submissions',
}) as ((body: unknown) => boolean) & { errors?: Array<{ instancePath: string; keyword: string }> | null };

/** The API's body rules (the same schema), each problem placed at its field. */
export function bodyProblems(body: SendBody): FieldErrors {
  const errors: FieldErrors = {};
  body.submitters.forEach((s, i) => {
    if (s.name.trim() === '') errors[submitterId(i, 'name')] = en.send.blankName;
  });
  if (validateSendBody(body)) return errors;
  for (const error of validateSendBody.errors ?? []) {
    const match = /^\/submitters\/(\d+)\/(name|email)$/.exec(error.instancePath);
    if (match) {
      const id = submitterId(Number(match[1]), match[2] as 'name' | 'email');
      errors[id] ??= match[2] === 'email' ? en.send.badEmail : en.send.tooLong(200);
    } else if (error.instancePath === '/message') {
      errors.message = en.send.tooLong(MAX_MESSAGE_LENGTH);
    } else {
      errors._form = en.problems.error;
    }
  }
  return errors;
}

function valueControl(
  inp: TemplateInput,
  index: number,
  typed: string | undefined,
  error?: string,
): SafeHtml {
  const id = valueId(index);
  const name = `values.${inp.key}`;
  const spec = { id, label: inp.label, required: inp.required, error };
  const invalid = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  switch (inp.type) {
    case 'checkbox':
      return html`<div class="field check${error ? ' invalid' : ''}">
<input id="${id}" name="${name}" type="checkbox" value="1"${typed ? html` checked` : ''}${invalid}>
${labelFor(spec)}
${hintAndError(spec)}
</div>`;
    case 'select':
      return html`<div class="field${error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<select id="${id}" name="${name}"${inp.required ? html` aria-required="true"` : ''}${invalid}>
<option value="">${en.send.selectPrompt}</option>
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
        extra: inp.type === 'number' ? html` step="any" inputmode="decimal"` : undefined,
      });
  }
}

/** Which signer or detail each field of the summary is about. */
function summaryContext(template: Template): Record<string, string> {
  const context: Record<string, string> = {};
  template.roles.forEach((role, i) => {
    context[submitterId(i, 'name')] = `${role.name}, ${en.send.name.toLowerCase()}`;
    context[submitterId(i, 'email')] = `${role.name}, ${en.send.email.toLowerCase()}`;
  });
  return context;
}

export function sendFormPage(input_: {
  template: Template;
  form: SendForm;
  csrf: string;
  errors?: FieldErrors;
  general?: string[];
}): SafeHtml {
  const { template, form } = input_;
  // The summary lists problems in the order of the fields on the page.
  const order = [
    ...template.roles.flatMap((_, i) => [submitterId(i, 'name'), submitterId(i, 'email')]),
    ...senderInputs(template).map((_, i) => valueId(i)),
    'message',
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
  return html`<p class="crumbs"><a href="/app/send">← ${en.send.otherTemplate}</a></p>
<h1>${en.send.formTitle(template.name)}</h1>
${errorSummary(errors, general, summaryContext(template))}
<form method="post" action="${action}" class="send-form" novalidate data-once>
${csrfField(input_.csrf)}
<input type="hidden" name="idempotencyKey" value="${form.idempotencyKey}">
<fieldset class="panel">
<legend>${en.send.signers}</legend>
<p class="hint">${en.send.signersHint}</p>
${template.roles.map(
  (role, i) => html`<fieldset class="role">
<legend>${en.send.roleLegend(i + 1, role.name)}</legend>
<div class="pair">
${input({
  id: submitterId(i, 'name'),
  name: `submitters.${i}.name`,
  label: en.send.name,
  value: form.submitters[i]?.name,
  error: errors[submitterId(i, 'name')],
  required: true,
  autocomplete: 'off',
  maxlength: 200,
})}
${input({
  id: submitterId(i, 'email'),
  name: `submitters.${i}.email`,
  type: 'email',
  label: en.send.email,
  value: form.submitters[i]?.email,
  error: errors[submitterId(i, 'email')],
  required: true,
  autocomplete: 'off',
  maxlength: 254,
})}
</div>
</fieldset>`,
)}
</fieldset>
${
  inputs.length > 0
    ? html`<fieldset class="panel">
<legend>${en.send.details}</legend>
<p class="hint">${en.send.detailsHint}</p>
${inputs.map((inp, i) => valueControl(inp, i, form.values[inp.key], errors[valueId(i)]))}
</fieldset>`
    : ''
}
<fieldset class="panel">
<legend>${en.send.messageLegend}</legend>
${textarea({
  id: 'message',
  name: 'message',
  label: en.send.message,
  hint: en.send.messageHint,
  value: form.message,
  error: errors.message,
  maxlength: MAX_MESSAGE_LENGTH,
  rows: 4,
})}
<div class="field check">
<input id="sendEmail" name="sendEmail" type="checkbox" value="1"${form.sendEmail ? html` checked` : ''} aria-describedby="sendEmail-hint">
<label for="sendEmail">${en.send.sendEmail}</label>
<p class="hint" id="sendEmail-hint">${en.send.sendEmailHint}</p>
</div>
</fieldset>
<div class="actions">
<button type="submit" class="primary">${en.send.submit}</button>
<button type="submit" class="secondary" formaction="${action}/preview" formtarget="_blank" aria-describedby="preview-hint">${en.send.preview}</button>
</div>
<p class="hint" id="preview-hint">${en.send.previewHint}</p>
</form>`;
}
