// The scopes a member picks for a new API key (issue 35 item 2): one check box per scope, all ticked
// by default, and the short words the keys table shows for a key's scopes.
import { SCOPES, type Scope } from '../../auth/scopes.ts';
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { field } from '../http.ts';

/** The form name and id of a scope's check box (`scope-templates-read`). */
export const scopeFieldId = (scope: Scope) => `scope-${scope.replace(':', '-')}`;

/** The scopes ticked in a submitted form, in the catalogue's order. */
export function pickedScopes(form: unknown): Scope[] {
  return SCOPES.filter((scope) => field(form, scopeFieldId(scope), 10) !== '');
}

export function scopesFieldset(spec: { picked: readonly Scope[]; error?: string; t: Translator }): SafeHtml {
  const { t, error } = spec;
  const described = `scopes-hint${error ? ' scopes-error' : ''}`;
  return html`<fieldset class="choices-set${error ? ' invalid' : ''}" aria-describedby="${described}"><legend>${t.t('keys.scopes')}</legend>
<p class="hint" id="scopes-hint">${t.t('keys.scopesHint')}</p>
${error ? html`<p class="error" id="scopes-error">${error}</p>` : ''}
${SCOPES.map((scope) => {
  const id = scopeFieldId(scope);
  return html`<div class="check"><input type="checkbox" id="${id}" name="${id}" value="1"${spec.picked.includes(scope) ? html` checked` : ''}><label for="${id}">${t.t(`keys.scope.${scope}`)} <code>${scope}</code></label></div>`;
})}
</fieldset>`;
}

/** A key's scopes in the keys table: "Everything", or each scope's name. */
export function scopesCell(scopes: readonly Scope[], t: Translator): SafeHtml | string {
  if (scopes.length === SCOPES.length) return t.t('keys.scopesAll');
  return html`${scopes.map((scope, i) => html`${i ? ', ' : ''}<code>${scope}</code>`)}`;
}
