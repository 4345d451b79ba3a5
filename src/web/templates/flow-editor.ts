// The flow editor (issue 11), a server-rendered form that works without JavaScript: the name, the
// roles (rename in place; add, move up, remove with buttons that post the form and show it again),
// the Markdown body and the variables table. The form is read into a CONTRACT §4 definition; the
// problems of a refused save are shown in plain words next to the input they concern (which they
// describe), and listed above the form with links to it (issue 22). The island beside it
// (client/flow-editor.ts) adds the preview that follows the edits, adds rows in place from the
// page's <template>s of a row, and saves the draft as the author works.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { INPUT_TYPES } from '../../templates/definition.ts';
import { ROLE_KINDS, type Role, type Template } from '../../templates/types.ts';
import { appAssets } from '../assets.ts';
import { csrfField } from '../forms.ts';
import type { Form } from '../http.ts';
import { type FlowVariable, flowDefinitionOf } from './client/flow-form.ts';
import { editorTypes } from './client/input-rules.ts';
import type { Definition, Problem } from './drafts.ts';
import { variableRules } from './flow-rules.ts';
import { flowWords, invalidAttrs, type Placed, problemsHere } from './flow-words.ts';

type Variable = FlowVariable;

/** Every type a variable may have (issue 34's among them). */
const FLOW_TYPES = editorTypes(INPUT_TYPES);

/** A new role's name, "Signer 2", numbered past the names already taken (as the builder numbers). */
export function newRoleName(roles: Array<{ name: string }>, t: Translator): string {
  const used = new Set(roles.map((r) => r.name.toLowerCase()));
  let n = roles.length + 1;
  while (used.has(t.t('templates.flow.newRole', { n }).toLowerCase())) n++;
  return t.t('templates.flow.newRole', { n });
}

/** The definition a posted editor form describes, after its button's edit (add, move, remove). */
export function readFlowForm(form: Form, t: Translator): { definition: Definition; op: string } {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const definition = flowDefinitionOf(text);
  const { roles, variables } = definition;
  const [verb, index] = text('op').split(':');
  const i = Number(index);
  if (verb === 'addRole') roles.push({ name: newRoleName(roles, t) });
  if (verb === 'removeRole' && roles.length > 1) roles.splice(i, 1);
  if (verb === 'upRole' && i > 0) roles.splice(i - 1, 0, ...roles.splice(i, 1));
  if (verb === 'addVariable') variables.push({ key: '', label: '', type: 'text', required: true });
  if (verb === 'removeVariable') variables.splice(i, 1);
  return { definition: { ...definition }, op: verb };
}

export function flowEditorPage(input: {
  template: Template;
  definition: Definition;
  csrf: string;
  problems: Problem[];
  fromWorkingCopy: boolean;
  /** Shown again after a row's button: the page's script saves it at once. */
  unsaved?: boolean;
  t: Translator;
}): SafeHtml {
  const { template, definition, t } = input;
  const problems: Placed[] = input.problems.map((p, k) => ({ ...p, id: `problem-${k}` }));
  const f = flowWords(t);
  const roles = (definition.roles as Role[]) ?? [];
  const variables = (definition.variables as Variable[]) ?? [];
  const base = `/app/templates/${template.id}`;
  const at = (field: string) => (p: Placed) => p.field === field;
  return html`<p class="crumbs"><a href="/app/templates"><span class="arrow" aria-hidden="true">←</span> ${t.t('templates.title')}</a></p>
<h1>${f('title', { name: template.name })}</h1>
${input.fromWorkingCopy ? html`<p class="notice">${f('workingCopy')}</p>` : ''}
${errorSummaryOf(problems, t)}
<div class="flow-layout">
<form method="post" action="${base}" class="flow-editor" data-flow-editor data-preview-url="${base}/preview"
  data-saved-preview-url="${base}/preview" data-save-url="${base}/definition" data-new-role="${f('newRole')}" data-ticked="${f('ticked')}" data-not-ticked="${f('notTicked')}"${input.unsaved ? html` data-unsaved` : ''}
  data-pdf-worker="${appAssets().pdfWorker.url}" novalidate>
${csrfField(input.csrf)}
<div class="field"><label for="name">${t.t('templates.name')}</label>
${problemsHere(problems, at('name'))}
<input id="name" name="name" type="text" maxlength="200" value="${String(definition.name ?? '')}"${invalidAttrs(problems, 'name')}></div>
<fieldset class="panel"><legend>${f('roles')}</legend>
<p class="hint">${f('rolesHint')}</p>
${problemsHere(problems, at('add-role'))}
<input type="hidden" name="roles.count" value="${roles.length}">
<ol class="role-rows" data-role-rows>${roles.map((r, i) => roleRow(i, r, roles, problems, t))}</ol>
<template data-role-template>${roleRow('__i__', { name: '' }, roles, [], t)}</template>
<button type="submit" name="op" value="addRole" class="secondary small" id="add-role" data-add-role>${f('addRole')}</button>
</fieldset>
<div class="field"><label for="body">${f('body')}</label>
<p class="hint" id="body-hint">${f('bodyHint')}</p>
${problemsHere(problems, at('body'))}
<textarea id="body" name="body" rows="14" spellcheck="true"${invalidAttrs(problems, 'body', 'body-hint')}>${String(definition.body ?? '')}</textarea></div>
<fieldset class="panel"><legend>${f('variables')}</legend>
<p class="hint">${f('variablesHint')}</p>
${problemsHere(problems, at('add-variable'))}
<input type="hidden" name="variables.count" value="${variables.length}">
<div data-variable-rows>${variables.map((v, i) => variableRow(v, i, roles, problems, t, variables))}</div>
<template data-variable-template>${variableRow({ key: '', label: '', type: 'text', required: true }, '__i__', roles, [], t)}</template>
<button type="submit" name="op" value="addVariable" class="secondary small" id="add-variable" data-add-variable>${f('addVariable')}</button>
</fieldset>
<div class="actions">
<button type="submit" name="op" value="save" class="primary">${f('save')}</button>
<button type="submit" name="op" value="publish" class="secondary">${t.t('templates.publish')}</button>
<button type="submit" formaction="${base}/preview" formtarget="_blank" class="secondary">${f('previewButton')}</button>
<p class="status-line autosave-status" id="flow-save-status" role="status" aria-live="polite" data-saving="${f('autosaveSaving')}" data-saved="${f('autosaveSaved')}" data-failed="${f('autosaveFailed')}" data-refused="${f('autosaveRefused')}"></p>
</div>
</form>
<section class="flow-preview panel" id="flow-preview" aria-labelledby="preview-heading" hidden>
<h2 id="preview-heading">${f('previewTitle')}</h2>
<p class="hint">${f('previewHint')}</p>
<p class="status-line" id="flow-preview-status" role="status" data-working="${f('previewWorking')}" data-failed="${f('previewFailed')}" data-saved="${f('previewSaved')}"></p>
<div class="pdf-pages" id="flow-preview-pages" tabindex="0" role="region" aria-label="${f('previewPagesLabel')}"></div>
</section>
</div>`;
}

/**
 * The problems listed above the form, each a link to the input it concerns. Also when there are none
 * (hidden), so the page's script can list the problems the preview finds as the author types.
 */
function errorSummaryOf(problems: Placed[], t: Translator): SafeHtml {
  return html`<div class="error-summary" tabindex="-1" data-flow-summary aria-labelledby="flow-problems-title"${problems.length ? html` role="alert" data-error-summary` : html` hidden`}>
<h2 id="flow-problems-title">${problems.length ? t.n('templates.flow.problemsAbout', problems.length) : ''}</h2>
<ul>${problems.map((p) => html`<li>${p.field ? html`<a href="#${p.field}">${p.markup ?? p.text}</a>` : (p.markup ?? p.text)}</li>`)}</ul></div>`;
}

/** A role's row; `i` is `__i__` in the page's template for rows the script adds. */
function roleRow(i: number | string, role: Role, roles: Role[], problems: Placed[], t: Translator): SafeHtml {
  const f = flowWords(t);
  const { name } = role;
  const count = typeof i === 'number' ? roles.length : 2;
  const n = typeof i === 'number' ? i + 1 : '__n__';
  const shown = name || (typeof i === 'number' ? f('role', { n }) : '__name__');
  return html`<li><div class="field compact"><label for="role-${i}">${f('role', { n })}</label>
${problemsHere(problems, (p) => p.field === `role-${i}`)}
<div class="row"><input class="grow-input" id="role-${i}" name="roles.${i}.name" type="text" maxlength="100" value="${name}"${invalidAttrs(problems, `role-${i}`)}>
<button type="submit" name="op" value="upRole:${i}" class="secondary small" aria-label="${f('upLabel', { name: shown })}"${i === 0 ? html` disabled` : ''}>${f('up')}</button>
<button type="submit" name="op" value="removeRole:${i}" class="secondary small" data-remove-role aria-label="${f('removeLabel', { name: shown })}"${count === 1 ? html` disabled` : ''}>${f('remove')}</button></div>
${roleKindFields(i, role, roles, problems, t)}</div></li>`;
}

/** A role's kind (issue 45) and, for a witness, whom they witness: one of the roles before it. */
function roleKindFields(i: number | string, role: Role, roles: Role[], problems: Placed[], t: Translator) {
  const kind = role.kind ?? 'signer';
  const earlier = typeof i === 'number' ? roles.slice(0, i) : roles;
  return html`<div class="role-kind variable-grid">
<div class="field compact"><label for="role-${i}-kind">${t.t('kind.label')}</label>
<select id="role-${i}-kind" name="roles.${i}.kind">${ROLE_KINDS.map(
    (k) => html`<option value="${k}"${k === kind ? html` selected` : ''}>${t.t(`kind.${k}`)}</option>`,
  )}</select></div>
<div class="field compact witness-for"><label for="role-${i}-witness-for">${t.t('kind.witnessForLabel')}</label>
${problemsHere(problems, (p) => p.field === `role-${i}-witness-for`)}
<select id="role-${i}-witness-for" name="roles.${i}.witnessFor"${invalidAttrs(problems, `role-${i}-witness-for`)}>
<option value="">${t.t('app.none')}</option>${earlier.map(
    (r) =>
      html`<option value="${r.name}"${r.name === role.witnessFor ? html` selected` : ''}>${r.name}</option>`,
  )}</select></div></div>`;
}

function variableRow(
  v: Variable,
  i: number | string,
  roles: Array<{ name: string }>,
  problems: Placed[],
  t: Translator,
  variables: Variable[] = [],
): SafeHtml {
  const f = flowWords(t);
  const n = typeof i === 'number' ? i + 1 : '__n__';
  const id = (p: string) => `variable-${i}-${p}`;
  const name = (p: string) => `variables.${i}.${p}`;
  const attrs = (p: string) => invalidAttrs(problems, id(p));
  return html`<fieldset class="variable"><legend>${f('variable', { n })}${v.key ? html` · <bdi>${v.key}</bdi>` : ''}</legend>
${problemsHere(problems, (p) => p.field?.startsWith(`variable-${i}-`) ?? false)}
<div class="variable-grid">
<div class="field compact"><label for="${id('key')}">${f('key')}</label><input id="${id('key')}" name="${name('key')}" type="text" maxlength="64" value="${v.key}" spellcheck="false" data-variable-key${attrs('key')}></div>
<div class="field compact"><label for="${id('label')}">${f('label')}</label><input id="${id('label')}" name="${name('label')}" type="text" maxlength="200" value="${v.label}"${attrs('label')}></div>
<div class="field compact"><label for="${id('type')}">${f('type')}</label><select id="${id('type')}" name="${name('type')}" data-type-select${attrs('type')}>${FLOW_TYPES.map(
    (type) =>
      html`<option value="${type}"${type === v.type ? html` selected` : ''}>${t.t(`fieldType.${type}`)}</option>`,
  )}</select></div>
<div class="field compact"><label for="${id('role')}">${f('roleOf')}</label><select id="${id('role')}" name="${name('role')}" data-role-select${attrs('role')}>
<option value="">${f('sender')}</option>${roles.map(
    (r) => html`<option value="${r.name}"${r.name === v.role ? html` selected` : ''}>${r.name}</option>`,
  )}</select></div>
<div class="check"><input id="${id('required')}" name="${name('required')}" type="checkbox"${v.required ? html` checked` : ''}><label for="${id('required')}">${f('required')}</label></div>
</div>
${variableRules(v, i, variables, problems, t)}
<button type="submit" name="op" value="removeVariable:${i}" class="secondary small" aria-label="${f('removeLabel', { name: v.key || f('variable', { n }) })}">${f('remove')}</button>
</fieldset>`;
}
