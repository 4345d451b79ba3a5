// The request page's list of the people copied on the request (issue 24 item 1): who hears of its
// outcome without signing. Nothing when nobody is copied. Names and addresses are isolated (<bdi>).
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { CcRecipient } from '../../requests/cc.ts';
import { address } from '../format.ts';

export function copiedList(cc: CcRecipient[], t: Translator): SafeHtml | '' {
  if (cc.length === 0) return '';
  return html`<h3 id="copied-heading">${t.t('request.copied')}</h3>
<p class="hint">${t.t('request.copiedHint')}</p>
<ul class="plain copied" aria-labelledby="copied-heading">${cc.map(
    (c) =>
      html`<li>${c.name ? html`<bdi>${c.name}</bdi> <span class="sub">${address(c.email)}</span>` : address(c.email)}</li>`,
  )}</ul>`;
}
