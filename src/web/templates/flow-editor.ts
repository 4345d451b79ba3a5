// The flow editor (issue 11), a server-rendered form that works without JavaScript: the name, the
// roles (rename in place; add, move up, remove with buttons that post the form and show it again),
// the Markdown body and the variables table. The form is read into a CONTRACT §4 definition; the
// problems of a refused save are shown next to what they concern. The island beside it
// (client/flow-editor.ts) adds the preview that follows the edits.
import type { MessageKey, Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { INPUT_TYPES } from '../../templates/definition.ts';
import type { Template } from '../../templates/types.ts';
import { appAssets } from '../assets.ts';
import { csrfField } from '../forms.ts';
import type { Form } from '../http.ts';
import type { Definition, Problem } from './drafts.ts';

const MAX_ROWS = 200;

/** The flow editor's own words, `templates.flow.<key>`, in the page's language. */
type FlowKey = MessageKey extends infer K ? (K extends `templates.flow.${infer Rest}` ? Rest : never) : never;
const flowWords = (t: Translator) => (key: FlowKey, values?: Record<string, string | number>) =>
  t.t(`templates.flow.${key}` as MessageKey, values);

interface Variable {
  key: string;
  label: string;
  type: string;
  required: boolean;
  options?: string[];
  role?: string;
}

/** The definition a posted editor form describes, after its button's edit (add, move, remove). */
export function readFlowForm(form: Form): { definition: Definition; op: string } {
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const count = (name: string) => Math.min(MAX_ROWS, Math.max(0, Number.parseInt(text(name), 10) || 0));
  const roles = Array.from({ length: count('roles.count') }, (_, i) => ({
    name: text(`roles.${i}.name`).trim(),
  }));
  const variables: Variable[] = Array.from({ length: count('variables.count') }, (_, i) => {
    const at = (p: string) => text(`variables.${i}.${p}`);
    const type = at('type') || 'text';
    return {
      key: at('key').trim(),
      label: at('label').trim(),
      type,
      required: at('required') !== '',
      ...(type === 'select'
        ? {
            options: at('options')
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean),
          }
        : {}),
      ...(at('role') ? { role: at('role') } : {}),
    };
  });
  const op = text('op');
  const [verb, index] = op.split(':');
  const i = Number(index);
  if (verb === 'addRole') roles.push({ name: '' });
  if (verb === 'removeRole' && roles.length > 1) roles.splice(i, 1);
  if (verb === 'upRole' && i > 0) roles.splice(i - 1, 0, ...roles.splice(i, 1));
  if (verb === 'addVariable') variables.push({ key: '', label: '', type: 'text', required: true });
  if (verb === 'removeVariable') variables.splice(i, 1);
  return {
    definition: { name: text('name').trim(), kind: 'flow', roles, body: text('body'), variables },
    op: verb,
  };
}

function problemsAt(problems: Problem[], at: string): SafeHtml {
  const mine = problems.filter((p) => p.at === at);
  return html`${mine.map((p) => html`<p class="error">${p.text}</p>`)}`;
}

export function flowEditorPage(input: {
  template: Template;
  definition: Definition;
  csrf: string;
  problems: Problem[];
  fromWorkingCopy: boolean;
  t: Translator;
}): SafeHtml {
  const { template, definition, problems, t } = input;
  const f = flowWords(t);
  const role = (i: number, name: string) => name || f('role', { n: i + 1 });
  const roles = (definition.roles as Array<{ name: string }>) ?? [];
  const variables = (definition.variables as Variable[]) ?? [];
  const base = `/app/templates/${template.id}`;
  const invalid = (at: string) => (problems.some((p) => p.at === at) ? html` aria-invalid="true"` : '');
  return html`<p class="crumbs"><a href="/app/templates">← ${t.t('templates.title')}</a></p>
<h1>${f('title', { name: template.name })}</h1>
${input.fromWorkingCopy ? html`<p class="notice">${f('workingCopy')}</p>` : ''}
${
  problems.length
    ? html`<div class="error-summary" role="alert" tabindex="-1" data-error-summary aria-labelledby="flow-problems-title">
<h2 id="flow-problems-title">${t.n('templates.flow.problemsAbout', problems.length)}</h2>
<ul>${problems.map((p) => html`<li>${p.text}</li>`)}</ul></div>`
    : ''
}
<div class="flow-layout">
<form method="post" action="${base}" class="flow-editor" data-flow-editor data-preview-url="${base}/preview"
  data-pdf-worker="${appAssets().pdfWorker.url}" novalidate>
${csrfField(input.csrf)}
<div class="field"><label for="name">${t.t('templates.name')}</label>
${problemsAt(problems, 'name')}
<input id="name" name="name" type="text" maxlength="200" value="${String(definition.name ?? '')}"${invalid('name')}></div>
<fieldset class="panel"><legend>${f('roles')}</legend>
<p class="hint">${f('rolesHint')}</p>
<input type="hidden" name="roles.count" value="${roles.length}">
<ol class="role-rows">${roles.map(
    (r, i) => html`<li><div class="field compact"><label for="role-${i}">${f('role', { n: i + 1 })}</label>
${problemsAt(problems, `roles[${i}]`)}
<div class="row"><input class="grow-input" id="role-${i}" name="roles.${i}.name" type="text" maxlength="100" value="${r.name}"${invalid(`roles[${i}]`)}>
<button type="submit" name="op" value="upRole:${i}" class="secondary small" aria-label="${f('upLabel', { name: role(i, r.name) })}"${i === 0 ? html` disabled` : ''}>${f('up')}</button>
<button type="submit" name="op" value="removeRole:${i}" class="secondary small" aria-label="${f('removeLabel', { name: role(i, r.name) })}"${roles.length === 1 ? html` disabled` : ''}>${f('remove')}</button></div></div></li>`,
  )}</ol>
<button type="submit" name="op" value="addRole" class="secondary small">${f('addRole')}</button>
</fieldset>
<div class="field"><label for="body">${f('body')}</label>
<p class="hint" id="body-hint">${f('bodyHint')}</p>
${problemsAt(problems, 'body')}
<textarea id="body" name="body" rows="14" aria-describedby="body-hint" spellcheck="true"${invalid('body')}>${String(definition.body ?? '')}</textarea></div>
<fieldset class="panel"><legend>${f('variables')}</legend>
<p class="hint">${f('variablesHint')}</p>
<input type="hidden" name="variables.count" value="${variables.length}">
${variables.map((v, i) => variableRow(v, i, roles, problems, t))}
<button type="submit" name="op" value="addVariable" class="secondary small">${f('addVariable')}</button>
</fieldset>
<div class="actions">
<button type="submit" name="op" value="save" class="primary">${f('save')}</button>
<button type="submit" name="op" value="publish" class="secondary">${t.t('templates.publish')}</button>
<button type="submit" formaction="${base}/preview" formtarget="_blank" class="secondary">${f('previewButton')}</button>
</div>
</form>
<section class="flow-preview panel" id="flow-preview" aria-labelledby="preview-heading" hidden>
<h2 id="preview-heading">${f('previewTitle')}</h2>
<p class="hint">${f('previewHint')}</p>
<p class="status-line" id="flow-preview-status" role="status" data-working="${f('previewWorking')}" data-failed="${f('previewFailed')}"></p>
<div class="pdf-pages" id="flow-preview-pages" tabindex="0" role="region" aria-label="${f('previewPagesLabel')}"></div>
</section>
</div>`;
}

function variableRow(
  v: Variable,
  i: number,
  roles: Array<{ name: string }>,
  problems: Problem[],
  t: Translator,
): SafeHtml {
  const f = flowWords(t);
  const id = (p: string) => `variable-${i}-${p}`;
  const name = (p: string) => `variables.${i}.${p}`;
  return html`<fieldset class="variable"><legend>${f('variable', { n: i + 1 })}${v.key ? ` · ${v.key}` : ''}</legend>
${problemsAt(problems, `variables[${i}]`)}
<div class="variable-grid">
<div class="field compact"><label for="${id('key')}">${f('key')}</label><input id="${id('key')}" name="${name('key')}" type="text" maxlength="64" value="${v.key}" spellcheck="false"></div>
<div class="field compact"><label for="${id('label')}">${f('label')}</label><input id="${id('label')}" name="${name('label')}" type="text" maxlength="200" value="${v.label}"></div>
<div class="field compact"><label for="${id('type')}">${f('type')}</label><select id="${id('type')}" name="${name('type')}">${INPUT_TYPES.map(
    (type) =>
      html`<option value="${type}"${type === v.type ? html` selected` : ''}>${t.t(`fieldType.${type}`)}</option>`,
  )}</select></div>
<div class="field compact"><label for="${id('role')}">${f('roleOf')}</label><select id="${id('role')}" name="${name('role')}">
<option value="">${f('sender')}</option>${roles.map(
    (r) => html`<option value="${r.name}"${r.name === v.role ? html` selected` : ''}>${r.name}</option>`,
  )}</select></div>
<div class="field compact"><label for="${id('options')}">${f('options')}</label><textarea id="${id('options')}" name="${name('options')}" rows="2">${(v.options ?? []).join('\n')}</textarea></div>
<div class="check"><input id="${id('required')}" name="${name('required')}" type="checkbox"${v.required ? html` checked` : ''}><label for="${id('required')}">${f('required')}</label></div>
</div>
<button type="submit" name="op" value="removeVariable:${i}" class="secondary small" aria-label="${f('removeLabel', { name: v.key || f('variable', { n: i + 1 }) })}">${f('remove')}</button>
</fieldset>`;
}
