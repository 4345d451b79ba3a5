// The coordinate builder's page: the server renders its frame (toolbar, palette, roles, field list,
// properties, the pages' place) with every label from the catalogue, and hands the island the draft's
// definition and its URLs in a data attribute (no inline script under the CSP). The island
// (client/builder.ts) does the rest; without JavaScript the page says that it needs it.
import type { MessageKey, PluralKey, Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { INPUT_TYPES } from '../../templates/definition.ts';
import type { InputType, Template } from '../../templates/types.ts';
import { appAssets } from '../assets.ts';
import { csrfField } from '../forms.ts';
import { DOCUMENT_ACCEPT, SEND_ONCE_PATH, sendOnceSteps } from '../send-once/views.ts';
import { editorTypes, MAX_FILES, SHOW_IF_CONDITIONS } from '../templates/client/input-rules.ts';
import type { Definition, Problem } from '../templates/drafts.ts';

export interface BuilderModel {
  template: Template;
  definition: Definition;
  csrf: string;
  /** Other coordinate templates of the workspace, whose fields may be copied. */
  others: Array<{ id: string; name: string }>;
  problems: Problem[];
  fromWorkingCopy: boolean;
  /** A document being sent once (issue 32): its steps, and "Next: choose signers" instead of Publish. */
  oneOff?: boolean;
  /** The draft's documents in order (issue 32), with their page counts. */
  documents: Array<{ name: string; pages: number }>;
  /** The words of the page, in the member's language. */
  t: Translator;
}

type BuilderKey = Extract<MessageKey, `builder.${string}`>;
/** A builder key without its prefix: `b('save')` reads `builder.save`. */
type Word = BuilderKey extends `builder.${infer W}` ? W : never;
type PluralWord = Extract<PluralKey, `builder.${string}`> extends `builder.${infer W}` ? W : never;

/** The words the island shows, with their {placeholders} left for it to fill. */
const CLIENT_WORDS = [
  'sender',
  'saving',
  'saved',
  'retrying',
  'refused',
  'failed',
  'replaced',
  'noFields',
  'moveUp',
  'moveUpLabel',
  'remove',
  'removeLabel',
  'roleN',
  'kindLabel',
  'witnessForLabel',
  'kind.signer',
  'kind.approver',
  'kind.viewer',
  'kind.witness',
  'resizeLabel',
  'pageLabel',
  'fieldLabel',
  'fieldLabelIn',
  'newFieldLabel',
  'problemAt',
  'finding',
  'foundNone',
  'accept',
  'acceptLabel',
  'dismiss',
  'dismissLabel',
  'proposal',
  'optionBoxLabel',
  'showAlways',
  'ticked',
  'notTicked',
] as const satisfies readonly Word[];
const CLIENT_PLURALS = [
  'copied',
  'pagesDiffer',
  'manySelected',
  'everyPageDone',
  'foundCount',
  'accepted',
] as const satisfies readonly PluralWord[];

/** What the island needs to speak the page's language: its words, plural forms and the language. */
export function clientWords(t: Translator) {
  return {
    language: t.language,
    messages: Object.fromEntries(CLIENT_WORDS.map((k) => [k, t.t(`builder.${k}`)])),
    plurals: Object.fromEntries(
      CLIENT_PLURALS.map((k) => {
        return [k, { one: t.t(`builder.${k}.one`), other: t.t(`builder.${k}.other`) }];
      }),
    ),
  };
}

type DocumentsKey = Extract<MessageKey, `documents.${string}`>;
const DOCUMENT_WORDS = [
  'nameLabel',
  'moveUp',
  'moveUpLabel',
  'moveDown',
  'moveDownLabel',
  'remove',
  'removeLabel',
  'confirmRemoveEmpty',
  'confirm',
  'keep',
  'uploading',
  'converting',
  'ready',
  'failed',
  'saved',
  'refused',
] as const;
const DOCUMENT_PLURALS = ['pages', 'confirmRemove', 'removed'] as const;

/** The documents panel's words (issue 32), for the island, keyed without their `documents.` prefix. */
export function documentWords(t: Translator) {
  return {
    language: t.language,
    messages: Object.fromEntries(DOCUMENT_WORDS.map((k) => [k, t.t(`documents.${k}` as DocumentsKey)])),
    plurals: Object.fromEntries(
      DOCUMENT_PLURALS.map((k) => [
        k,
        {
          one: t.t(`documents.${k}.one` as DocumentsKey),
          other: t.t(`documents.${k}.other` as DocumentsKey),
        },
      ]),
    ),
  };
}

/** Every type a field may have (issue 34's among them). */
const BUILDER_TYPES = editorTypes(INPUT_TYPES);

const CONDITION_WORDS = {
  equals: 'showIfEquals',
  notEquals: 'showIfNotEquals',
  notEmpty: 'showIfNotEmpty',
} as const;

/** A field type's name longer than this takes a whole row of the two-column palette. */
const WIDE_NAME = 12;

function numberInput(id: string, label: string): SafeHtml {
  return html`<div class="field compact"><label for="${id}">${label}</label>
<input class="full" id="${id}" type="number" step="0.01" min="0" inputmode="decimal" data-prop="${id.replace('prop-', '')}"></div>`;
}

/** A number field's bound: any number, blank for none. */
function boundInput(id: string, label: string): SafeHtml {
  return html`<div class="field compact"><label for="${id}">${label}</label>
<input class="full" id="${id}" type="number" step="any" inputmode="decimal" aria-describedby="prop-range-hint" data-prop="${id.replace('prop-', '')}"></div>`;
}

/** How many of a `multiple`'s options: a whole number, blank for no limit. */
function countInput(id: string, label: string): SafeHtml {
  return html`<div class="field compact"><label for="${id}">${label}</label>
<input class="full" id="${id}" type="number" step="1" min="0" inputmode="numeric" aria-describedby="prop-count-hint" data-prop="${id.replace('prop-', '')}"></div>`;
}

export function builderPage(model: BuilderModel): SafeHtml {
  const { template, t } = model;
  const b = (key: Word) => t.t(`builder.${key}` as BuilderKey);
  const typeName = (type: InputType) => t.t(`fieldType.${type}`);
  const base = `/app/templates/${template.id}`;
  const data = {
    definition: model.definition,
    pdfUrl: `${base}/pdf`,
    saveUrl: `${base}/definition`,
    layoutUrl: '/app/templates/{id}/layout',
    detectUrl: `${base}/detect`,
    workerUrl: appAssets().pdfWorker.url,
    problems: model.problems,
    /** The definition shown is a refused save's working copy, not what the draft holds. */
    unsaved: model.fromWorkingCopy,
    types: Object.fromEntries(BUILDER_TYPES.map((type) => [type, typeName(type)])),
    documents: model.documents,
    documentsUrl: `${base}/documents`,
    documentWords: documentWords(t),
    ...clientWords(t),
  };
  const oneOff = model.oneOff === true;
  return html`<div class="builder" data-builder="${JSON.stringify(data)}">
${
  oneOff
    ? html`<p class="crumbs"><a href="${SEND_ONCE_PATH}"><span class="arrow" aria-hidden="true">←</span> ${t.t('sendOnce.title')}</a></p>`
    : html`<p class="crumbs"><a href="/app/templates"><span class="arrow" aria-hidden="true">←</span> ${t.t('nav.templates')}</a></p>`
}
<h1>${t.t('builder.title', { name: template.name })}</h1>
${oneOff ? sendOnceSteps(2, t) : ''}
<noscript><p class="notice">${b('needsScript')}</p></noscript>
${model.fromWorkingCopy ? html`<p class="notice">${b('workingCopy')}</p>` : ''}
<div class="field compact builder-name"><label for="template-name">${oneOff ? t.t('sendOnce.name') : b('name')}</label>
<input id="template-name" type="text" maxlength="200" value="${model.definition.name as string}"></div>
<div class="builder-bar" role="toolbar" aria-label="${t.t('builder.title', { name: template.name })}">
<button type="button" class="secondary small" id="undo" disabled>${b('undo')}</button>
<button type="button" class="secondary small" id="redo" disabled>${b('redo')}</button>
<button type="button" class="secondary small" id="zoom-out" aria-label="${b('zoomOut')}">−</button>
<button type="button" class="secondary small" id="zoom-fit">${b('fit')}</button>
<button type="button" class="secondary small" id="zoom-in" aria-label="${b('zoomIn')}">+</button>
<label class="toggle"><input type="checkbox" id="snap-grid" checked> ${b('snapGrid')}</label>
<label class="toggle"><input type="checkbox" id="snap-edges" checked> ${b('snapEdges')}</label>
<button type="button" class="primary small" id="save">${b('save')}</button>
<button type="button" class="${oneOff ? 'primary' : 'secondary'} small" id="publish">${oneOff ? t.t('sendOnce.next') : b('publish')}</button>
<p class="save-state" id="save-state" role="status"></p>
<p class="status-line" id="builder-status" role="status"></p>
</div>
<div id="builder-problems" class="error-summary" role="alert" tabindex="-1" hidden></div>
<div class="builder-grid">
<div class="builder-side">
<section aria-labelledby="palette-heading" class="panel tight">
<h2 id="palette-heading">${b('palette')}</h2>
<p class="hint" id="palette-hint">${b('paletteHint')}</p>
<div class="field compact"><label for="new-role">${b('fieldsFor')}</label><select id="new-role"></select></div>
<ul class="palette" aria-describedby="palette-hint">${BUILDER_TYPES.map(
    (type) =>
      html`<li${typeName(type).length > WIDE_NAME ? html` class="wide"` : ''}><button type="button" class="palette-item" data-type="${type}" aria-pressed="false">${typeName(type)}</button></li>`,
  )}</ul>
</section>
<section aria-labelledby="roles-heading" class="panel tight">
<h2 id="roles-heading">${b('roles')}</h2>
<ol class="builder-roles" id="roles-list"></ol>
<button type="button" class="secondary small" id="add-role">${b('addRole')}</button>
</section>
<section aria-labelledby="fields-heading" class="panel tight">
<h2 id="fields-heading">${b('fieldList')}</h2>
<p class="hint" id="keys-hint">${b('keyboardHelp')}</p>
<ul class="field-list" id="field-list" aria-describedby="keys-hint"></ul>
</section>
<section aria-labelledby="documents-heading" class="panel tight">
<h2 id="documents-heading">${t.t('documents.heading')}</h2>
<p class="hint" id="documents-hint">${t.t('documents.hint')}</p>
<ol class="builder-documents" id="documents-list" aria-describedby="documents-hint">${model.documents.map(
    (doc, i) =>
      html`<li class="builder-document"><span>${i + 1}. ${doc.name}</span> <span class="hint">${t.n('documents.pages', doc.pages)}</span></li>`,
  )}</ol>
<div class="field compact"><label for="add-documents">${t.t('documents.add')}</label>
<p class="hint" id="add-documents-hint">${t.t('documents.addHint')}</p>
<input id="add-documents" type="file" multiple accept="${DOCUMENT_ACCEPT}" aria-describedby="add-documents-hint"></div>
<ul class="uploads" id="uploads" aria-label="${t.t('documents.uploads')}" aria-live="polite"></ul>
</section>
<section aria-labelledby="more-heading" class="panel tight" id="more-panel"${model.others.length === 0 && model.documents.length !== 1 ? html` hidden` : ''}>
<h2 id="more-heading">${b('more')}</h2>
${
  model.others.length
    ? html`<div class="field compact"><label for="copy-source">${b('copyFrom')}</label>
<select id="copy-source">${model.others.map((o) => html`<option value="${o.id}">${o.name}</option>`)}</select></div>
<button type="button" class="secondary small" id="copy-fields">${b('copyFromButton')}</button>`
    : ''
}
<div class="field compact" id="replace-pdf-field"${model.documents.length === 1 ? '' : html` hidden`}><label for="replace-pdf">${b('replacePdf')}</label>
<input id="replace-pdf" type="file" accept="application/pdf,.pdf"></div>
</section>
<section aria-labelledby="found-heading" class="panel tight">
<h2 id="found-heading">${b('found')}</h2>
<p class="hint" id="find-hint">${b('findHint')}</p>
<button type="button" class="secondary small" id="find-fields" aria-describedby="find-hint">${b('findFields')}</button>
<p class="hint" id="found-status" role="status"></p>
<div class="actions" id="found-actions" hidden>
<button type="button" class="primary small" id="accept-all">${b('acceptAll')}</button>
<button type="button" class="secondary small" id="dismiss-all">${b('dismissAll')}</button>
</div>
<ul class="found-list" id="found-list"></ul>
</section>
</div>
<div class="pdf-pages builder-pages" id="builder-pages" tabindex="0" role="region" aria-label="${b('pages')}"></div>
<section class="builder-props panel tight" aria-labelledby="props-heading">
<h2 id="props-heading">${b('properties')}</h2>
<p class="hint" id="props-empty">${b('nothingSelected')}</p>
<div id="props" hidden>
<div class="field compact"><label for="prop-name">${b('fieldName')}</label><input class="full" id="prop-name" type="text" data-prop="name" maxlength="64" spellcheck="false"></div>
<div class="field compact"><label for="prop-label">${b('label')}</label><input class="full" id="prop-label" type="text" data-prop="label" maxlength="200"></div>
<div class="field compact"><label for="prop-type">${b('type')}</label><select class="full" id="prop-type" data-prop="type">${BUILDER_TYPES.map(
    (type) => html`<option value="${type}">${typeName(type)}</option>`,
  )}</select></div>
<div class="field compact"><label for="prop-role">${b('role')}</label><select class="full" id="prop-role" data-prop="role"></select></div>
<div class="check"><input id="prop-required" type="checkbox" data-prop="required"><label for="prop-required">${b('required')}</label></div>
<div class="field compact" id="prop-options-field"><label for="prop-options">${b('options')}</label><textarea class="full" id="prop-options" rows="3" data-prop="options"></textarea></div>
<div id="prop-count-field" hidden>
<p class="hint" id="prop-count-hint">${b('countHint')}</p>
<div class="pair">${countInput('prop-minSelected', b('minSelected'))}${countInput('prop-maxSelected', b('maxSelected'))}</div>
</div>
<div class="check" id="prop-option-boxes-field" hidden><input id="prop-optionBoxes" type="checkbox" data-prop="optionBoxes" aria-describedby="prop-option-boxes-hint"><label for="prop-optionBoxes">${b('optionBoxes')}</label>
<p class="hint" id="prop-option-boxes-hint">${b('optionBoxesHint')}</p></div>
<div class="field compact" id="prop-region-field" hidden><label for="prop-region">${b('region')}</label>
<p class="hint" id="prop-region-hint">${b('regionHint')}</p>
<input class="full" id="prop-region" type="text" maxlength="2" autocapitalize="characters" spellcheck="false" data-prop="region" aria-describedby="prop-region-hint"></div>
<div class="field compact" id="prop-files-field" hidden><label for="prop-maxFiles">${b('maxFiles')}</label>
<select class="full" id="prop-maxFiles" data-prop="maxFiles">${Array.from({ length: MAX_FILES }, (_, k) => html`<option value="${k + 1}">${k + 1}</option>`)}</select></div>
<div id="prop-pattern-field" hidden>
<div class="field compact"><label for="prop-pattern">${b('pattern')}</label>
<p class="hint" id="prop-pattern-hint">${b('patternHint')}</p>
<input class="full" id="prop-pattern" type="text" spellcheck="false" autocapitalize="off" data-prop="pattern" aria-describedby="prop-pattern-hint"></div>
<div class="field compact"><label for="prop-patternMessage">${b('patternMessage')}</label>
<input class="full" id="prop-patternMessage" type="text" maxlength="200" data-prop="patternMessage"></div>
</div>
<div class="check" id="prop-readonly-field" hidden><input id="prop-readonly" type="checkbox" data-prop="readonly" aria-describedby="prop-readonly-hint"><label for="prop-readonly">${b('readonly')}</label>
<p class="hint" id="prop-readonly-hint">${b('readonlyHint')}</p></div>
<div class="field compact"><label for="prop-showIf">${b('showIf')}</label><select class="full" id="prop-showIf" data-prop="showIf.field"></select></div>
<div id="prop-show-if-rule" hidden>
<div class="field compact"><label for="prop-showIf-condition">${b('showIfCondition')}</label><select class="full" id="prop-showIf-condition" data-prop="showIf.condition">${SHOW_IF_CONDITIONS.map(
    (c) => html`<option value="${c}">${b(CONDITION_WORDS[c])}</option>`,
  )}</select></div>
<div class="field compact" id="prop-show-if-value-field"><label for="prop-showIf-value" id="prop-show-if-value-label">${b('showIfValue')}</label>
<input class="full" id="prop-showIf-value" type="text" data-prop="showIf.value">
<select class="full" id="prop-showIf-choice" data-prop="showIf.value" aria-labelledby="prop-show-if-value-label" hidden></select></div>
</div>
<div id="prop-range-field" hidden>
<p class="hint" id="prop-range-hint">${b('rangeHint')}</p>
<div class="pair">${boundInput('prop-min', b('min'))}${boundInput('prop-max', b('max'))}</div>
<div class="check"><input id="prop-integer" type="checkbox" data-prop="integer"><label for="prop-integer">${b('integer')}</label></div>
</div>
<div class="check" id="prop-editable-field" hidden><input id="prop-editable" type="checkbox" data-prop="editable" aria-describedby="prop-editable-hint"><label for="prop-editable">${b('editable')}</label>
<p class="hint" id="prop-editable-hint">${b('editableHint')}</p></div>
<div class="pair">
<div class="field compact"><label for="prop-page">${b('page')}</label><input class="full" id="prop-page" type="number" step="1" min="1" data-prop="page"></div>
</div>
<div class="pair">${numberInput('prop-x', b('x'))}${numberInput('prop-y', b('y'))}</div>
<div class="pair">${numberInput('prop-width', b('width'))}${numberInput('prop-height', b('height'))}</div>
<div class="actions">
<button type="button" class="secondary small" id="every-page">${b('everyPage')}</button>
<button type="button" class="secondary small" id="copy">${b('copy')}</button>
<button type="button" class="secondary small" id="paste">${b('paste')}</button>
<button type="button" class="danger small" id="delete-field">${b('deleteField')}</button>
</div>
</div>
<p class="hint" id="props-many" hidden></p>
</section>
</div>
<form id="publish-form" method="post" action="${oneOff ? `${SEND_ONCE_PATH}/${template.id}/next` : `${base}/publish`}" hidden>${csrfField(model.csrf)}</form>
</div>`;
}
