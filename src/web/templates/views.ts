// The templates pages' markup: the list (status, and each template's actions as small forms or links
// that work without JavaScript), the new-template form, the confirmation steps of publishing and
// archiving, and the sample values a preview is filled with. Words from the page's translator.

import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Template, Values } from '../../templates/types.ts';
import { inputsInScope } from '../../templates/values.ts';
import { emptyState } from '../empty.ts';
import { time } from '../format.ts';
import { confirmStep, csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';

/** Values of the right type for each sender input, so a preview shows what goes where. */
export function sampleValues(template: Pick<Template, 'inputs'>): Values {
  const values: Values = {};
  for (const field of inputsInScope(template, {})) {
    values[field.key] =
      field.type === 'number'
        ? 1234
        : field.type === 'date'
          ? '2026-01-31'
          : field.type === 'email'
            ? 'name@example.com'
            : field.type === 'checkbox'
              ? true
              : field.type === 'select'
                ? (field.options?.[0] ?? '')
                : field.label;
  }
  return values;
}

function action(
  template: Template,
  verb: string,
  text: string,
  label: string,
  csrf: string,
  style = 'secondary',
) {
  return html`<form method="post" action="/app/templates/${template.id}/${verb}" class="inline-form">${csrfField(csrf)}
<button type="submit" class="${style} small" aria-label="${label}">${text}</button></form>`;
}

/** A draft's name opens its editor (for whoever may change it); otherwise, its preview. */
function nameCell(tpl: Template, editable: boolean): SafeHtml {
  return html`<a href="/app/templates/${tpl.id}/${tpl.status === 'draft' && editable ? 'edit' : 'preview'}">${tpl.name}</a>`;
}

export function templateList(
  templates: Template[],
  csrf: string,
  t: Translator,
  /** Whether the viewer may edit, publish and archive it (issue 25: its creator or an owner). */
  manages: (tpl: Template) => boolean = () => true,
  /** Whether the viewer is an owner, who turns public links on and off (issue 45 item 4). */
  owner = false,
): SafeHtml {
  const w = (key: Parameters<Translator['t']>[0], name: string) => t.t(key, { name });
  const rows = templates.map(
    (tpl) => html`<tr>
<th scope="row">${nameCell(tpl, manages(tpl))}</th>
<td data-label="${t.t('templates.kind')}">${t.t(`templates.kinds.${tpl.kind}`)}</td>
<td data-label="${t.t('templates.status')}"><span class="status status-${tpl.status}">${t.t(`templates.statuses.${tpl.status}`)}</span></td>
<td data-label="${t.t('templates.created')}">${time(tpl.createdAt, 'date', t)}</td>
<td data-label="${t.t('app.actionsColumn')}"><div class="row-actions">
${tpl.status === 'draft' && manages(tpl) ? html`<a class="button-link secondary small" href="/app/templates/${tpl.id}/edit" aria-label="${w('templates.editLabel', tpl.name)}">${t.t('templates.edit')}</a>` : ''}
${tpl.status === 'published' ? html`<a class="button-link primary small" href="/app/send?template=${encodeURIComponent(tpl.id)}" aria-label="${w('templates.sendLabel', tpl.name)}">${t.t('templates.send')}</a>` : ''}
<a class="button-link secondary small" href="/app/templates/${tpl.id}/preview" target="_blank" aria-label="${w('templates.previewLabel', tpl.name)}">${t.t('templates.preview')}</a>
${action(tpl, 'duplicate', t.t('templates.duplicate'), w('templates.duplicateLabel', tpl.name), csrf)}
${tpl.status === 'draft' && manages(tpl) ? html`<a class="button-link primary small" href="/app/templates/${tpl.id}/publish" aria-label="${w('templates.publishLabel', tpl.name)}">${t.t('templates.publish')}</a>` : ''}
${tpl.status === 'published' && owner ? html`<a class="button-link secondary small" href="/app/templates/${tpl.id}/public-link" aria-label="${w('publicLink.app.actionLabel', tpl.name)}">${t.t('publicLink.app.action')}</a>` : ''}
${tpl.status !== 'archived' && manages(tpl) ? html`<a class="button-link secondary small" href="/app/templates/${tpl.id}/archive" aria-label="${w('templates.archiveLabel', tpl.name)}">${t.t('templates.archive')}</a>` : ''}
</div></td>
</tr>`,
  );
  return html`<div class="page-head title-row">
<h1>${t.t('templates.title')}</h1>
<a class="button-link primary" href="/app/templates/new">${t.t('templates.newTemplate')}</a>
</div>
<p class="lead">${t.t('templates.lead')}</p>
${
  templates.length === 0
    ? emptyState({
        text: t.t('templates.empty'),
        action: { href: '/app/templates/new', label: t.t('templates.newTemplate') },
      })
    : html`<table class="list templates">
<thead><tr><th scope="col">${t.t('templates.name')}</th><th scope="col">${t.t('templates.kind')}</th><th scope="col">${t.t('templates.status')}</th><th scope="col">${t.t('templates.created')}</th><th scope="col">${t.t('app.actionsColumn')}</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
}

export function newTemplateForm(
  csrf: string,
  form: { name?: string; kind?: string },
  t: Translator,
  errors: FieldErrors = {},
): SafeHtml {
  const kind = form.kind === 'coordinate' ? 'coordinate' : 'flow';
  return html`<p class="crumbs"><a href="/app/templates"><span class="arrow" aria-hidden="true">←</span> ${t.t('templates.title')}</a></p>
<h1>${t.t('templates.create.title')}</h1>
${errorSummary(errors, [], {}, t)}
<form method="post" action="/app/templates" class="panel narrow-form" data-new-template novalidate>
${csrfField(csrf)}
${input({ id: 'name', name: 'name', label: t.t('templates.create.name'), value: form.name, required: true, maxlength: 200, error: errors.name, t })}
<fieldset class="choices-set"><legend>${t.t('templates.create.kind')}</legend>
<div class="check"><input type="radio" id="kind-flow" name="kind" value="flow"${kind === 'flow' ? html` checked` : ''}><label for="kind-flow">${t.t('templates.create.flow')}</label></div>
<div class="check"><input type="radio" id="kind-coordinate" name="kind" value="coordinate"${kind === 'coordinate' ? html` checked` : ''}><label for="kind-coordinate">${t.t('templates.create.coordinate')}</label></div>
</fieldset>
<div class="field drop-zone${errors.pdf ? ' invalid' : ''}" data-drop-zone>
<label for="pdf">${t.t('templates.create.pdf')}</label>
<p class="hint" id="pdf-hint">${t.t('templates.create.pdfHint')}</p>
${errors.pdf ? html`<p class="error" id="pdf-error">${errors.pdf}</p>` : ''}
<input id="pdf" name="pdf" type="file" accept="application/pdf,.pdf" aria-describedby="pdf-hint${errors.pdf ? ' pdf-error' : ''}">
<noscript><p class="hint">${t.t('templates.create.pdfNeedsScript')}</p></noscript>
</div>
<p class="status-line" role="status" data-upload-status data-working="${t.t('templates.create.uploading')}" data-failed="${t.t('templates.create.failed')}"></p>
<div class="actions"><button type="submit" class="primary">${t.t('templates.create.submit')}</button></div>
</form>`;
}

/** The confirmation before a draft is published or a template archived: a page of its own. */
export function confirmStatusPage(
  template: Template,
  verb: 'publish' | 'archive',
  csrf: string,
  t: Translator,
): SafeHtml {
  const back =
    verb === 'publish' && template.status === 'draft'
      ? { href: `/app/templates/${template.id}/edit`, text: template.name }
      : { href: '/app/templates', text: t.t('templates.title') };
  return confirmStep({
    title: t.t(`templates.${verb}Confirm.title`, { name: template.name }),
    back,
    action: `/app/templates/${template.id}/${verb}`,
    csrf,
    lead: t.t(`templates.${verb}Confirm.lead`),
    confirm: t.t(`templates.${verb}Confirm.confirm`),
    cancel: t.t('app.cancel'),
    fields: html`<input type="hidden" name="confirmed" value="yes">`,
  });
}

/**
 * The editor's address of a template that is no longer a draft (issue 31 item 12): it cannot be
 * changed, so the page says why and offers what can be done — read it, send it (published), or
 * duplicate it and change the copy.
 */
export function notEditablePage(template: Template, csrf: string, t: Translator): SafeHtml {
  const published = template.status === 'published';
  return html`<p class="crumbs"><a href="/app/templates"><span class="arrow" aria-hidden="true">←</span> ${t.t('templates.title')}</a></p>
<h1>${t.t('templates.locked.title', { name: template.name })}</h1>
<p class="lead">${t.t(published ? 'templates.locked.published' : 'templates.locked.archived')}</p>
<div class="row-actions">
<form method="post" action="/app/templates/${template.id}/duplicate" class="inline-form">${csrfField(csrf)}
<input type="hidden" name="open" value="editor">
<button type="submit" class="primary">${t.t('templates.locked.duplicate')}</button></form>
<a class="button-link secondary" href="/app/templates/${template.id}/preview">${t.t('templates.locked.view')}</a>
${published ? html`<a class="button-link secondary" href="/app/send?template=${encodeURIComponent(template.id)}">${t.t('templates.locked.send')}</a>` : ''}
</div>`;
}
