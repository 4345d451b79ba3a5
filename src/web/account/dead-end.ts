// The page a sign-in path ends on when it cannot go on (a used or expired link, a refused single
// sign-on): a title, why, and one way back. Shared by the e-mailed links (sign-in.ts) and OIDC
// (oidc.ts), so both dead ends read and look alike.
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { page } from '../layout.ts';

export function deadEndPage(
  t: Translator,
  content: { title: string; reason: string; back: { href: string; label: string } },
): SafeHtml {
  return page({
    title: content.title,
    t,
    path: '/app/sign-in',
    body: html`<div class="narrow">
<h1>${content.title}</h1>
<p class="lead">${content.reason}</p>
<p><a class="button-link primary" href="${content.back.href}">${content.back.label}</a></p>
</div>`,
  });
}
