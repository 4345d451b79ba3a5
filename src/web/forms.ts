// Pieces of the application's forms: the CSRF field, labelled inputs that keep what was typed and
// say what is wrong next to the field (aria-invalid, aria-describedby), the summary of problems at
// the top that links to each field, and the confirmation page of a destructive action.
import type { Translator } from '../i18n/catalogue.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';

export type FieldErrors = Record<string, string>;

export function csrfField(csrf: string): SafeHtml {
  return html`<input type="hidden" name="_csrf" value="${csrf}">`;
}

export interface InputSpec {
  id: string;
  name: string;
  label: string;
  value?: string;
  type?: 'text' | 'email' | 'number' | 'date' | 'search';
  hint?: string;
  error?: string;
  required?: boolean;
  autocomplete?: string;
  maxlength?: number;
  /** Extra attributes already made safe, e.g. step or inputmode. */
  extra?: SafeHtml;
  /** The page's translator (for "(required)"). */
  t: Translator;
}

function describedBy(spec: { id: string; hint?: string; error?: string }): SafeHtml | string {
  const ids = [spec.hint ? `${spec.id}-hint` : '', spec.error ? `${spec.id}-error` : ''].filter(Boolean);
  return ids.length ? html` aria-describedby="${ids.join(' ')}"` : '';
}

export function labelFor(spec: { id: string; label: string; required?: boolean; t: Translator }): SafeHtml {
  const t = spec.t;
  return html`<label for="${spec.id}">${spec.label}${spec.required ? html` <span class="req">${t.t('app.required')}</span>` : ''}</label>`;
}

export function hintAndError(spec: { id: string; hint?: string; error?: string }): SafeHtml {
  return html`${spec.hint ? html`<p class="hint" id="${spec.id}-hint">${spec.hint}</p>` : ''}${
    spec.error ? html`<p class="error" id="${spec.id}-error">${spec.error}</p>` : ''
  }`;
}

const TYPED = new Set(['text', 'search']);

export function input(spec: InputSpec): SafeHtml {
  return html`<div class="field${spec.error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<input id="${spec.id}" name="${spec.name}" type="${spec.type ?? 'text'}" value="${spec.value ?? ''}"${
    // Typed text takes its direction from its content, so a name in Arabic or one carrying a
    // right-to-left override cannot reorder what is around it.
    TYPED.has(spec.type ?? 'text') ? html` dir="auto"` : ''
  }${
    spec.required ? html` required aria-required="true"` : ''
  }${spec.autocomplete ? html` autocomplete="${spec.autocomplete}"` : ''}${
    spec.maxlength ? html` maxlength="${spec.maxlength}"` : ''
  }${spec.error ? html` aria-invalid="true"` : ''}${describedBy(spec)}${spec.extra ?? ''}>
</div>`;
}

export function textarea(spec: Omit<InputSpec, 'type'> & { rows?: number }): SafeHtml {
  return html`<div class="field${spec.error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<textarea id="${spec.id}" name="${spec.name}" rows="${spec.rows ?? 3}" dir="auto"${
    spec.maxlength ? html` maxlength="${spec.maxlength}"` : ''
  }${spec.error ? html` aria-invalid="true"` : ''}${describedBy(spec)}>${spec.value ?? ''}</textarea>
</div>`;
}

/**
 * The problems of a refused form, each linking to its field; focused by the script when shown.
 * `context` names a field where its message alone would be ambiguous (e.g. which signer's e-mail).
 */
export function errorSummary(
  errors: FieldErrors,
  general: string[] = [],
  context: Record<string, string> = {},
  t: Translator,
): SafeHtml {
  const entries = Object.entries(errors).map(([id, text]) => [
    id,
    context[id] ? `${context[id]}: ${text}` : text,
  ]);
  if (entries.length === 0 && general.length === 0) return html``;
  return html`<div class="error-summary" role="alert" tabindex="-1" data-error-summary aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${t.t('problems.title')}</h2>
${general.map((text) => html`<p>${text}</p>`)}
${entries.length ? html`<ul>${entries.map(([id, text]) => html`<li><a href="#${id}">${text}</a></li>`)}</ul>` : ''}
</div>`;
}

/** A read-only copy of a secret or a link, with a copy button the script reveals. */
export function copyable(spec: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  t: Translator;
}): SafeHtml {
  const t = spec.t;
  return html`<div class="field copyable">
<label for="${spec.id}">${spec.label}</label>
${spec.hint ? html`<p class="hint" id="${spec.id}-hint">${spec.hint}</p>` : ''}
<div class="copy-row">
<input id="${spec.id}" type="text" readonly value="${spec.value}" spellcheck="false"${
    spec.hint ? html` aria-describedby="${spec.id}-hint"` : ''
  }>
<button type="button" class="secondary" data-copy="${spec.id}" data-copied="${t.t('app.copied')}"
  data-copy-failed="${t.t('app.copyFailed')}" hidden>${t.t('app.copy')}</button>
</div>
</div>`;
}

/** The confirmation step of a destructive action, a page of its own: usable without JavaScript. */
export function confirmStep(spec: {
  title: string | SafeHtml;
  /** Where "back" and "cancel" go. */
  back: { href: string; text: string | SafeHtml };
  action: string;
  csrf: string;
  lead: string | SafeHtml;
  confirm: string;
  cancel: string;
  fields?: SafeHtml;
}): SafeHtml {
  return html`<p class="crumbs"><a href="${spec.back.href}"><span class="arrow" aria-hidden="true">←</span> ${spec.back.text}</a></p>
<h1>${spec.title}</h1>
<form method="post" action="${spec.action}" class="panel confirm">
${csrfField(spec.csrf)}
<p>${spec.lead}</p>
${spec.fields ?? ''}
<div class="actions">
<button type="submit" class="danger">${spec.confirm}</button>
<a class="button-link" href="${spec.back.href}">${spec.cancel}</a>
</div>
</form>`;
}
