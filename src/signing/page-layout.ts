// The frame of every signer's page, in the one layout (src/ui/layout.ts): the signer's language, the
// signing sheet and (on the signing page) its scripts, and the language switch in the bar. The
// switch links to the same page with `?lang=xx`: it changes what this page shows, never the language
// stored for the signer (their e-mails keep the one the sender chose).
import type { Translator } from '../i18n/catalogue.ts';
import { formatDateTime } from '../i18n/format.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/locales.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { shell } from '../ui/layout.ts';
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
  options: { scripts?: boolean; inPlace?: boolean; extraScripts?: string[] } = {},
): string {
  const { t } = ctx;
  const assets = assetUrls();
  return shell({
    title,
    language: t.language,
    skipLabel: t.t('page.skip'),
    body,
    tools: languageSwitch(ctx),
    styles: [assets.css],
    scripts: [
      ...(options.scripts ? [assets.signaturePad, assets.script] : []),
      ...(options.inPlace ? [inPlaceUrls().script] : []),
      ...(options.extraScripts ?? []),
    ],
    width: 'narrow',
  }).value;
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
