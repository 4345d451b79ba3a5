// The frame of every signer's page: the document language, the stylesheet and (on the signing page)
// the scripts, the skip link, and the language switch. The switch links to the same page with
// `?lang=xx`: it changes what this page shows, never the language stored for the signer (their
// e-mails keep the one the sender chose).
import type { Translator } from '../i18n/catalogue.ts';
import { formatDateTime } from '../i18n/format.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/locales.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { assetUrls, inPlaceUrls } from './assets.ts';

export interface PageContext {
  t: Translator;
  /** The BCP 47 tag dates are written for: the signer's own when its language is shown. */
  locale: string;
  /** This page's path, which the language links point at. */
  path: string;
}

export function layout(
  ctx: PageContext,
  title: string,
  body: SafeHtml,
  options: { scripts?: boolean; inPlace?: boolean } = {},
): string {
  const { t } = ctx;
  const assets = assetUrls();
  return html`<!doctype html>
<html lang="${t.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${t.t('page.titleSuffix')}</title>
<link rel="stylesheet" href="${assets.css}">
<link rel="icon" href="${assets.icon}" type="image/svg+xml">
${
  options.scripts
    ? html`<script src="${assets.signaturePad}" defer></script>
<script src="${assets.script}" defer></script>`
    : ''
}${options.inPlace ? html`<script src="${inPlaceUrls().script}" defer></script>` : ''}
</head>
<body>
<a class="skip" href="#main">${t.t('page.skip')}</a>
<header class="site"><span class="brand">Countersign</span>${languageSwitch(ctx)}</header>
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>
`.value;
}

function languageSwitch(ctx: PageContext): SafeHtml {
  const current = ctx.t.language;
  return html`<nav class="languages" aria-label="${ctx.t.t('page.languages')}"><ul>${LANGUAGES.map(
    (language) =>
      html`<li><a href="${ctx.path}?lang=${language}" hreflang="${language}" lang="${language}"${
        language === current ? html` aria-current="true"` : ''
      }>${LANGUAGE_NAMES[language]}</a></li>`,
  )}</ul></nav>`;
}

/** A date as people read it, with the exact instant for machines. */
export function timeElement(date: Date, locale: string): SafeHtml {
  return html`<time datetime="${date.toISOString()}">${formatDateTime(date, locale)}</time>`;
}
