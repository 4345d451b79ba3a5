// The workspace's default language on the settings page (issue 46 item 4): the language of signers
// the sender chose none for, and of the audit certificate. Owners change it; members read it.
import type { Translator } from '../../i18n/catalogue.ts';
import { LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../i18n/locales.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { workspaceDefaultLocale } from '../../workspaces/language.ts';
import { csrfField, type FieldErrors, hintAndError, labelFor } from '../forms.ts';
import { field } from '../http.ts';
import type { SettingsContext } from './sections.ts';

const FIELD = 'default-language';

/** The posted form: a language of the list, or the field's error. */
export function readLanguageForm(body: unknown, t: Translator): { locale: string } | { errors: FieldErrors } {
  const chosen = field(body, 'language', 35);
  return (LANGUAGES as readonly string[]).includes(chosen)
    ? { locale: chosen }
    : { errors: { [FIELD]: t.t('settings.languageInvalid') } };
}

function languageForm(t: Translator, csrf: string, current: string, error?: string): SafeHtml {
  const spec = { id: FIELD, label: t.t('settings.languageChoice'), error, t };
  return html`<form method="post" action="/app/settings/language" class="narrow-form" novalidate>
${csrfField(csrf)}
<div class="field${error ? ' invalid' : ''}">
${labelFor(spec)}
${hintAndError(spec)}
<select id="${FIELD}" name="language"${error ? html` aria-invalid="true" aria-describedby="${FIELD}-error"` : ''}>
${LANGUAGES.map(
  (language) =>
    html`<option value="${language}" lang="${language}"${language === current ? html` selected` : ''}>${LANGUAGE_NAMES[language]}</option>`,
)}
</select>
</div>
<button type="submit" class="primary">${t.t('settings.save')}</button>
</form>`;
}

export async function languageSection({ services, t, frame, workspace, owner, refused }: SettingsContext) {
  const current = languageOf(await workspaceDefaultLocale(services.db, workspace.id));
  return html`<section class="panel" aria-labelledby="language-heading">
<h2 id="language-heading">${t.t('settings.language')}</h2>
<p class="hint">${t.t('settings.languageLead')}</p>
<p>${t.tHtml('settings.languageCurrent', { language: html`<span lang="${current}">${LANGUAGE_NAMES[current]}</span>` })}</p>
${owner ? languageForm(t, frame.csrf, current, refused?.errors[FIELD]) : ''}
</section>`;
}
