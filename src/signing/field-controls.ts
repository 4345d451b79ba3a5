// The controls of the signer's fields on the signing page, one per type (issue 34 adds radio
// buttons, check boxes, phone, file and image uploads, patterns, conditions, readonly values and
// starting values). Each control carries what sign.js and client/field-types.ts read: data-key,
// data-type, data-label, its limits and rules as data attributes, its error (the last id in
// aria-describedby). A field shown only under a condition carries it in data-show-if; a readonly
// one is its value in words, not a control.
import type { MessageKey } from '../i18n/catalogue.ts';
import { formatCalendarDate, numericDatePattern } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { regionOfLocale } from '../templates/rules.ts';
import type { TemplateInput } from '../templates/types.ts';
import type { PageContext } from './page-layout.ts';
import type { FieldValue, SignerField } from './signer-fields.ts';

// A date is a text input in the signer's own digits (inputHints), not the browser's date control,
// which writes the date the browser's way whatever the page's language.
const INPUT_TYPES: Partial<Record<TemplateInput['type'], string>> = {
  number: 'number',
  email: 'email',
  phone: 'tel',
};

/** What client/field-types.ts says (through sign.js's data-messages). */
export const SCRIPT_FIELD_MESSAGES = {
  phone: 'error.phone',
  phoneRegion: 'error.phoneRegion',
  pattern: 'error.pattern',
  patternReason: 'error.patternReason',
  chooseMin: 'error.chooseMin',
  chooseMax: 'error.chooseMax',
  tooManyFiles: 'error.tooManyFiles',
  fileType: 'error.fileType',
  imageType: 'error.imageType',
  fileSize: 'error.fileSize',
  upload: 'error.upload',
  uploadFailed: 'error.uploadFailed',
  remove: 'field.remove',
  removeFile: 'field.removeFile',
  uploading: 'field.uploading',
  preview: 'field.preview',
  checked: 'sign.checked',
  unchecked: 'sign.unchecked',
} satisfies Record<string, MessageKey>;

/** The uploads' accepted kinds (the attachments endpoint judges by content). */
const ACCEPT = {
  file: 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg',
  image: 'image/png,image/jpeg,.png,.jpg,.jpeg',
};

export function fieldsSection(ctx: PageContext, fields: SignerField[]): SafeHtml {
  return html`<fieldset class="fields">
<legend>${ctx.t.t('sign.details')}</legend>
${fields.map((field, index) => fieldControl(ctx, field, `field-${index}`))}
</fieldset>`;
}

function fieldControl(ctx: PageContext, field: SignerField, id: string): SafeHtml {
  const { t } = ctx;
  if (field.readonly && field.value !== undefined) return readonlyField(ctx, field, id);
  const errorId = `${id}-error`;
  const error = html`<p class="error" id="${errorId}" hidden></p>`;
  const requiredMark = field.required ? html` <span class="req">${t.t('sign.required')}</span>` : '';
  const required = field.required ? html` aria-required="true"` : '';
  const data = html`data-key="${field.key}" data-type="${field.type}" data-label="${field.label}"`;
  const condition = showIf(field);
  if (field.type === 'radio' || field.type === 'multiple') {
    const many = field.type === 'multiple';
    const hint = many ? choiceHint(ctx, field) : '';
    const chosen = new Set(Array.isArray(field.value) ? field.value : [String(field.value ?? '')]);
    // A radio group may say it is required; a group of check boxes says it in its legend only.
    return html`<fieldset class="field choice" id="${id}" ${data}${many ? '' : html` role="radiogroup"${required}`}${
      field.required ? html` data-required` : ''
    }${limits(field)} aria-describedby="${hint ? `${id}-hint ` : ''}${errorId}"${condition}>
<legend>${field.label}${requiredMark}</legend>
${hint ? html`<p class="hint" id="${id}-hint">${hint}</p>` : ''}
<div class="options">
${(field.options ?? []).map(
  (option, n) =>
    html`<label class="option"><input type="${many ? 'checkbox' : 'radio'}" name="${id}" id="${id}-${n}" value="${option}"${
      chosen.has(option) ? html` checked` : ''
    }> <span>${option}</span></label>`,
)}
</div>
${error}
</fieldset>`;
  }
  if (field.type === 'file' || field.type === 'image') {
    const max = field.type === 'image' ? 1 : Math.min(Math.max(field.maxFiles ?? 1, 1), 5);
    const hint =
      field.type === 'image'
        ? t.t('field.imageHint')
        : max > 1
          ? t.t('field.filesHint', { max })
          : t.t('field.fileHint');
    return html`<div class="field upload-field"${condition}>
<label for="${id}">${field.label}${requiredMark}</label>
<p class="hint" id="${id}-hint">${hint}</p>
<input type="file" id="${id}" ${data}${required} data-max-files="${max}" accept="${ACCEPT[field.type]}"${
      max > 1 ? html` multiple` : ''
    } aria-describedby="${id}-hint ${errorId}">
<ul class="uploads" id="${id}-uploads" aria-live="polite"></ul>
${field.type === 'image' ? html`<canvas class="image-preview" id="${id}-preview" role="img" hidden></canvas>` : ''}
${error}
</div>`;
  }

  const signingDate = field.type === 'date' && field.role !== undefined;
  const locked = signingDate && field.editable === false;
  const typedDate = field.type === 'date' && !locked;
  const rule = field.pattern && field.patternMessage ? `${id}-rule ` : '';
  const describedBy = locked
    ? `${id}-note ${errorId}`
    : `${typedDate ? `${id}-format ` : ''}${rule}${errorId}`;
  const common = html`id="${id}" name="${field.key}" ${data} aria-describedby="${describedBy}"${required}${
    signingDate ? html` data-signing-date` : ''
  }${locked ? html` readonly` : ''}${patternRule(field)}`;
  const wrap = (control: SafeHtml, before: SafeHtml | '' = '', after: SafeHtml | '' = '') =>
    html`<div class="field"${condition}>${before}${control}${after}
${error}
</div>`;
  if (field.type === 'checkbox') {
    return wrap(html`<div class="check">
<input type="checkbox" ${common}${field.value === true ? html` checked` : ''}>
<label for="${id}">${field.label}${requiredMark}</label>
</div>`);
  }
  let control: SafeHtml;
  if (field.type === 'select') {
    control = html`<select ${common}>
<option value="">${t.t('sign.choose')}</option>
${(field.options ?? []).map(
  (option) =>
    html`<option value="${option}"${field.value === option ? html` selected` : ''}>${option}</option>`,
)}
</select>`;
  } else {
    const type = INPUT_TYPES[field.type] ?? 'text';
    const start = startingText(ctx, field);
    control = html`<input type="${type}" ${common}${inputHints(ctx, field)}${start === '' ? '' : html` value="${start}"`}>`;
  }
  return wrap(
    control,
    html`
<label for="${id}">${field.label}${requiredMark}</label>
${typedDate ? html`<p class="hint" id="${id}-format">${t.t('sign.dateFormat', { pattern: datePattern(ctx) })}</p>` : ''}
${rule ? html`<p class="hint" id="${id}-rule">${field.patternMessage}</p>` : ''}
`,
    locked ? html`\n<p class="hint" id="${id}-note">${t.t('sign.signingDate')}</p>` : '',
  );
}

/**
 * A readonly field: its label and the sender's value in words; sign.js sends that value back
 * unchanged (a picture is not on the page, so it is not sent back).
 */
function readonlyField(ctx: PageContext, field: SignerField, id: string): SafeHtml {
  return html`<div class="field readonly"${showIf(field)}>
<p class="readonly-label" id="${id}-label">${field.label}</p>
<p class="readonly-value" id="${id}" ${html`data-key="${field.key}" data-type="${field.type}" data-label="${field.label}"`} data-readonly
${field.type === 'image' ? '' : html` data-value="${JSON.stringify(field.value)}"`} aria-describedby="${id}-note">${valueInWords(ctx, field, field.value)}</p>
<p class="hint" id="${id}-note">${ctx.t.t('field.readonlyNote')}</p>
</div>`;
}

/** A value as the page writes it (a date in the signer's way, choices joined, a tick in words). */
export function valueInWords(ctx: PageContext, field: TemplateInput, value: FieldValue | undefined): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (field.type === 'checkbox') return ctx.t.t(value === true ? 'sign.checked' : 'sign.unchecked');
  if (field.type === 'image') return ctx.t.t('field.imageGiven');
  if (field.type === 'date' && typeof value === 'string') return formatCalendarDate(value, ctx.locale);
  return String(value);
}

/** The text an input starts with: the sender's value, a date in the signer's own digits. */
function startingText(ctx: PageContext, field: SignerField): string {
  const value = field.value;
  if (value === undefined || Array.isArray(value) || typeof value === 'boolean') return '';
  const iso = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (field.type !== 'date' || !iso) return String(value);
  const { order, separator } = numericDatePattern(ctx.locale);
  const parts = { year: iso[1], month: iso[2], day: iso[3] };
  return order.map((part) => parts[part]).join(separator);
}

function showIf(field: TemplateInput): SafeHtml | '' {
  return field.showIf ? html` data-show-if="${JSON.stringify(field.showIf)}"` : '';
}

function limits(field: TemplateInput): SafeHtml | '' {
  const limit = (name: string, value: number | undefined) =>
    value === undefined ? '' : html` data-${name}="${value}"`;
  return html`${limit('min-selected', field.minSelected)}${limit('max-selected', field.maxSelected)}`;
}

/** A pattern the page checks first (the server's check, in RE2, is the one that counts). */
function patternRule(field: TemplateInput): SafeHtml | '' {
  if (!field.pattern) return '';
  return html` data-pattern="${field.pattern}"${field.patternMessage ? html` data-pattern-message="${field.patternMessage}"` : ''}`;
}

/** "Choose from 1 to 3." for check boxes with limits. */
function choiceHint(ctx: PageContext, field: TemplateInput): string {
  const { minSelected: min, maxSelected: max } = field;
  if (min !== undefined && max !== undefined) return ctx.t.t('field.chooseBetween', { min, max });
  if (min !== undefined && min > 0) return ctx.t.t('field.chooseAtLeast', { min });
  if (max !== undefined) return ctx.t.t('field.chooseAtMost', { max });
  return '';
}

/** The keyboard and the limits a phone and sign.js read from the input itself. */
function inputHints(ctx: PageContext, field: TemplateInput): SafeHtml {
  if (field.type === 'email') return html` inputmode="email" autocomplete="email" autocapitalize="off"`;
  // The region a number without a country code is read in, as the server reads it (values.ts).
  if (field.type === 'phone')
    return html` inputmode="tel" autocomplete="tel" data-region="${field.region ?? regionOfLocale(ctx.locale)}"`;
  if (field.type === 'date') {
    const { order, separator } = numericDatePattern(ctx.locale);
    return html` inputmode="numeric" autocomplete="off" data-date-order="${order.join(' ')}" data-date-separator="${separator}"`;
  }
  if (field.type !== 'number') return html``;
  const limit = (name: string, value: number | undefined) =>
    value === undefined ? '' : html` ${name}="${value}" data-${name}="${value}"`;
  return html` inputmode="${field.integer ? 'numeric' : 'decimal'}" step="${field.integer ? '1' : 'any'}"${
    field.integer ? html` data-integer` : ''
  }${limit('min', field.min)}${limit('max', field.max)}`;
}

/** "DD/MM/YYYY" (en), "TT.MM.JJJJ" (de): how the signer's language writes a date in digits. */
function datePattern(ctx: PageContext): string {
  const { order, separator } = numericDatePattern(ctx.locale);
  const [day, month, year] = ctx.t.t('sign.dateLetters').split(' ');
  const letters = { day, month, year };
  return order.map((part) => letters[part]).join(separator);
}
