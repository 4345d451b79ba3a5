// The frame of every signer's page, in the one layout (src/ui/layout.ts): the signer's language, the
// signing sheet and (on the signing page) its scripts, and the language switch in the bar. The
// switch links to the same page with `?lang=xx`: it changes what this page shows, never the language
// stored for the signer (their e-mails keep the one the sender chose). An embedded page (issue 25
// item 4, embed/embed.ts) has neither bar nor switch: the site that frames it is its chrome.
import { type Brand, pageBranding } from '../branding/brand.ts';
import type { Translator } from '../i18n/catalogue.ts';
import { formatDateTime } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { languageMenu } from '../ui/language-menu.ts';
import { shell } from '../ui/layout.ts';
import { assetUrls, inPlaceUrls } from './assets.ts';
import { type EmbedPage, embedParts } from './embed/embed.ts';

export interface PageContext {
  t: Translator;
  /** The BCP 47 tag dates are written for: the signer's own when its language is shown. */
  locale: string;
  /** This page's path, which the language links point at. */
  path: string;
  /** Set when the page is embedded in an allowed site (?embed=1, issue 25): no bar, no language links. */
  embed?: EmbedPage;
  /** The request's workspace branding (issue 25 item 3): its name, logo and accent in place of ours. */
  brand?: Brand;
}

export function layout(
  ctx: PageContext,
  title: string,
  body: SafeHtml,
  options: {
    scripts?: boolean;
    /** With scripts: the page has fields of issue 34's types or rules, which client/field-types.ts runs. */
    fieldTypes?: boolean;
    /** With field types: the page has a phone field, checked fully at Next by client/phone.ts. */
    phone?: boolean;
    inPlace?: boolean;
    guide?: boolean;
    extraScripts?: string[];
  } = {},
): string {
  const { t } = ctx;
  const assets = assetUrls();
  const brand = pageBranding(ctx.brand);
  const embedded = ctx.embed ? embedParts({ ...ctx, embed: ctx.embed }) : undefined;
  return shell({
    title,
    language: t.language,
    skipLabel: t.t('page.skip'),
    body: embedded ? html`${embedded.markup}\n${body}` : body,
    tools: embedded ? undefined : languageSwitch(ctx),
    styles: [assets.css, ...brand.styles, ...(embedded ? [embedded.style] : [])],
    branding: brand.branding,
    // Beside a logo, the company's name in words too.
    context: brand.branding?.logoUrl && !embedded ? brand.branding.name : undefined,
    scripts: [
      ...(embedded ? [embedded.script] : []),
      ...(options.scripts ? [assets.signaturePad, assets.script] : []),
      // Only where a field needs it: a page of plain fields stays within its weight (page-weight.test.ts).
      // The phone check first: field-types.ts finds it in place when it starts.
      ...(options.scripts && options.fieldTypes && options.phone ? [inPlaceUrls().phone] : []),
      ...(options.scripts && options.fieldTypes ? [inPlaceUrls().fields] : []),
      ...(options.inPlace ? [inPlaceUrls().script] : []),
      ...(options.guide ? [inPlaceUrls().guide] : []),
      ...(options.extraScripts ?? []),
    ],
    width: 'narrow',
  }).value;
}

function languageSwitch(ctx: PageContext): SafeHtml {
  const { t } = ctx;
  return languageMenu({
    action: ctx.path,
    method: 'get',
    current: t.language,
    label: t.t('page.languages'),
    change: t.t('nav.languageChange'),
  });
}

/** A date as people read it, with the exact instant for machines. */
export function timeElement(date: Date, locale: string): SafeHtml {
  return html`<time datetime="${date.toISOString()}">${formatDateTime(date, locale)}</time>`;
}
