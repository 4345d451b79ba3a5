// The templates pages' markup: the list (status, and each template's actions as small forms that
// work without JavaScript), the new-template form, and the sample values a preview is filled with.
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Template, Values } from '../../templates/types.ts';
import { inputsInScope } from '../../templates/values.ts';
import { time } from '../format.ts';
import { csrfField, errorSummary, type FieldErrors, input } from '../forms.ts';
import { en } from '../strings/en.ts';

const t = en.templates;

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

export function templateList(templates: Template[], csrf: string): SafeHtml {
  const rows = templates.map(
    (tpl) => html`<tr>
<th scope="row">${tpl.status === 'draft' ? html`<a href="/app/templates/${tpl.id}/edit">${tpl.name}</a>` : tpl.name}</th>
<td data-label="${t.kind}">${t.kinds[tpl.kind]}</td>
<td data-label="${t.status}"><span class="status status-${tpl.status}">${t.statuses[tpl.status]}</span></td>
<td data-label="${t.created}">${time(tpl.createdAt, 'date')}</td>
<td data-label="${en.actionsColumn}"><div class="row-actions">
${tpl.status === 'draft' ? html`<a class="button-link secondary small" href="/app/templates/${tpl.id}/edit" aria-label="${t.editLabel(tpl.name)}">${t.edit}</a>` : ''}
<a class="button-link secondary small" href="/app/templates/${tpl.id}/preview" target="_blank" aria-label="${t.previewLabel(tpl.name)}">${t.preview}</a>
${action(tpl, 'duplicate', t.duplicate, t.duplicateLabel(tpl.name), csrf)}
${tpl.status === 'draft' ? action(tpl, 'publish', t.publish, t.publishLabel(tpl.name), csrf, 'primary') : ''}
${tpl.status !== 'archived' ? action(tpl, 'archive', t.archive, t.archiveLabel(tpl.name), csrf) : ''}
</div></td>
</tr>`,
  );
  return html`<div class="page-head title-row">
<h1>${t.title}</h1>
<a class="button-link primary" href="/app/templates/new">${t.newTemplate}</a>
</div>
<p class="lead">${t.lead}</p>
${
  templates.length === 0
    ? html`<p class="empty">${t.empty}</p>`
    : html`<table class="list templates">
<thead><tr><th scope="col">${t.name}</th><th scope="col">${t.kind}</th><th scope="col">${t.status}</th><th scope="col">${t.created}</th><th scope="col">${en.actionsColumn}</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
}

export function newTemplateForm(
  csrf: string,
  form: { name?: string; kind?: string },
  errors: FieldErrors = {},
): SafeHtml {
  const c = t.create;
  const kind = form.kind === 'coordinate' ? 'coordinate' : 'flow';
  return html`<p class="crumbs"><a href="/app/templates">← ${t.title}</a></p>
<h1>${c.title}</h1>
${errorSummary(errors)}
<form method="post" action="/app/templates" class="panel narrow-form" data-new-template novalidate>
${csrfField(csrf)}
${input({ id: 'name', name: 'name', label: c.name, value: form.name, required: true, maxlength: 200, error: errors.name })}
<fieldset class="choices-set"><legend>${c.kind}</legend>
<div class="check"><input type="radio" id="kind-flow" name="kind" value="flow"${kind === 'flow' ? html` checked` : ''}><label for="kind-flow">${c.flow}</label></div>
<div class="check"><input type="radio" id="kind-coordinate" name="kind" value="coordinate"${kind === 'coordinate' ? html` checked` : ''}><label for="kind-coordinate">${c.coordinate}</label></div>
</fieldset>
<div class="field drop-zone${errors.pdf ? ' invalid' : ''}" data-drop-zone>
<label for="pdf">${c.pdf}</label>
<p class="hint" id="pdf-hint">${c.pdfHint}</p>
${errors.pdf ? html`<p class="error" id="pdf-error">${errors.pdf}</p>` : ''}
<input id="pdf" name="pdf" type="file" accept="application/pdf,.pdf" aria-describedby="pdf-hint${errors.pdf ? ' pdf-error' : ''}">
<noscript><p class="hint">${c.pdfNeedsScript}</p></noscript>
</div>
<p class="status-line" role="status" data-upload-status data-working="${c.uploading}" data-failed="${c.failed}"></p>
<div class="actions"><button type="submit" class="primary">${c.submit}</button></div>
</form>`;
}
