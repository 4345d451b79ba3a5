// The one layout of every HTML page Countersign serves: the application, the signing pages, the
// status pages, /verify, sign-in and errors. It writes the head (language, viewport, the one
// stylesheet and the page's own sheet and script, no inline code), the tags that keep pages private
// (no referrer, not indexed), the skip link, the header bar (brand, the page's context, its tools
// such as the language switch), the navigation when there is one, and the main landmark. Pages give
// it their words already translated; it holds none of its own.
import { textDirection } from '../i18n/locales.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { plainText } from '../platform/text.ts';
import { uiAssets } from './assets.ts';

export interface Shell {
  /** The page's own title; " · Countersign" (or the workspace's name) follows it. */
  title: string;
  /** The language the page is written in (its `lang`, and its `dir`: right to left for Arabic and Hebrew). */
  language: string;
  body: SafeHtml;
  /** "Skip to content" in the page's language. */
  skipLabel: string;
  /** What the bar shows after the brand: the workspace, the section. */
  context?: SafeHtml | string;
  /** The bar's tools, at its end: the language switch, the notifications bell, sign-out. */
  tools?: SafeHtml;
  /** Where the brand links (nowhere on public pages). */
  brandHref?: string;
  /** The main navigation, below the bar (the application). */
  nav?: SafeHtml;
  /** The page's own stylesheet(s), after the one stylesheet. */
  styles?: string[];
  /** The page's own script(s), deferred. */
  scripts?: string[];
  /** Further meta tags (the CSRF token of a signed-in page). */
  meta?: SafeHtml;
  /**
   * normal (the application's column, the editors' too: every page starts where the header's bar
   * does), narrow (one readable column: signing, verify).
   */
  width?: 'normal' | 'narrow';
  /** A sentence confirming what just happened, announced politely. */
  notice?: string;
  /** The workspace a signer or member deals with, shown in place of ours where it brands the page. */
  branding?: { name: string; logoUrl?: string };
}

const BRAND = 'Countersign';

export function shell(page: Shell): SafeHtml {
  const assets = uiAssets();
  const brandText = page.branding?.name ?? BRAND;
  const brandContent = page.branding?.logoUrl
    ? html`<img class="brand-logo" src="${page.branding.logoUrl}" alt="${brandText}">`
    : html`${brandText}`;
  const brand = page.brandHref
    ? html`<a class="brand" href="${page.brandHref}">${brandContent}</a>`
    : html`<span class="brand">${brandContent}</span>`;
  const width = page.width ?? 'normal';
  return html`<!doctype html>
<html lang="${page.language}" dir="${textDirection(page.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
${page.meta ?? ''}
<title>${plainText(page.title)} · ${plainText(brandText)}</title>
<link rel="stylesheet" href="${assets.stylesheet.url}">
${(page.styles ?? []).map((href) => html`<link rel="stylesheet" href="${href}">\n`)}<link rel="icon" href="${assets.icon.url}" type="image/svg+xml">
${(page.scripts ?? []).map((src) => html`<script src="${src}" defer></script>\n`)}</head>
<body${width === 'narrow' ? html` class="narrow-page"` : ''}>
<a class="skip" href="#main">${page.skipLabel}</a>
<header class="site">
<div class="bar">
${brand}
${page.context ? html`<span class="context"><bdi>${page.context}</bdi></span>` : ''}
${page.tools ? html`<div class="tools">${page.tools}</div>` : ''}
</div>
${page.nav ?? ''}
</header>
<main id="main" tabindex="-1">
${page.notice ? html`<p class="notice" role="status">${page.notice}</p>` : ''}
${page.body}
</main>
</body>
</html>
`;
}
