// The language menu of every page that has one (the application, the signing pages, /verify): each
// language in its own name, in a select (twenty-six links would fill a phone's screen) with a
// button that works without script. The application's menu posts the member's choice; the public
// pages ask for the page again with ?lang=. The application's script submits on change.
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/locales.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';

export interface LanguageMenu {
  /** Where the choice goes, and how: GET with `lang` (public pages) or POST with `language`. */
  action: string;
  method: 'get' | 'post';
  current: string;
  /** "Language", the select's label (read by screen readers), and the button's "Change". */
  label: string;
  change: string;
  /** Fields sent along (the page to come back to). */
  hidden?: Record<string, string>;
}

export function languageMenu(menu: LanguageMenu): SafeHtml {
  const name = menu.method === 'get' ? 'lang' : 'language';
  return html`<form class="language-menu" method="${menu.method}" action="${menu.action}"${menu.method === 'post' ? html` data-language-menu` : ''}>
${Object.entries(menu.hidden ?? {}).map(([field, value]) => html`<input type="hidden" name="${field}" value="${value}">`)}
<label class="visually-hidden" for="language-menu">${menu.label}</label>
<select id="language-menu" name="${name}">
${LANGUAGES.map((language) => html`<option value="${language}" lang="${language}"${language === menu.current ? html` selected` : ''}>${LANGUAGE_NAMES[language]}</option>`)}
</select>
<button type="submit" class="secondary">${menu.change}</button>
</form>`;
}
