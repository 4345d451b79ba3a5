// The frame of every application page, in the one layout (src/ui/layout.ts): the workspace in the
// bar, the notifications bell and sign-out as its tools, the main navigation below it. In a narrow
// window the script folds the language menu, sign-out and the navigation behind a Menu button, so
// the header is one row (issue 31 item 12); without the script everything stays shown.

import { type Brand, pageBranding } from '../branding/brand.ts';
import type { Translator } from '../i18n/catalogue.ts';
import type { MemberSession } from '../members/sessions.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { languageMenu } from '../ui/language-menu.ts';
import { shell } from '../ui/layout.ts';
import { appAssets } from './assets.ts';

export type NavKey =
  | 'requests'
  | 'send'
  | 'templates'
  | 'notifications'
  | 'keys'
  | 'members'
  | 'passkeys'
  | 'sessions'
  | 'settings';

export interface Frame {
  member: MemberSession;
  csrf: string;
  unread: number;
  /** The page's words, in the member's language. */
  t: Translator;
  /** The page's own path (with its query), where the language menu comes back to. */
  path: string;
  /** The workspace's branding (issue 25 item 3): its name, logo and accent in the bar. */
  brand?: Brand;
}

interface PageCommon {
  title: string;
  body: SafeHtml;
  nav?: NavKey;
  /** The URL of a page's own client island (the builder, the flow editor), after the app's script. */
  island?: string;
  /** The URL of a page's own sheet, after the application's (the editors'). */
  sheet?: string;
  /** A sentence confirming what just happened, announced politely. */
  notice?: string;
}

/**
 * Signed in: the frame (the header with navigation, the member's words); before signing in: the
 * page's words and its path (for the language menu). Either way the page has a language.
 */
export type PageInput = PageCommon &
  ({ frame: Frame; t?: undefined; path?: undefined } | { frame?: undefined; t: Translator; path: string });

const NAV: Array<[NavKey, string]> = [
  ['requests', '/app/requests'],
  ['send', '/app/send'],
  ['templates', '/app/templates'],
  ['keys', '/app/keys'],
  ['members', '/app/members'],
  ['passkeys', '/app/passkeys'],
  ['sessions', '/app/sessions'],
  ['settings', '/app/settings'],
];

const bell = html`<svg class="bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm0 19a3 3 0 0 0 3-3H9a3 3 0 0 0 3 3z" fill="currentColor"/></svg>`;

/**
 * The language menu: each language in its own name; the choice is kept for the member (or, before
 * signing in, in this browser) and the page comes back in it. The script submits it on change.
 */
function account(frame: Frame, active: NavKey | undefined): SafeHtml {
  const { member, t } = frame;
  return html`<a class="bell-link${frame.unread > 0 ? ' has-unread' : ''}" href="/app/notifications"${
    active === 'notifications' ? html` aria-current="page"` : ''
  } aria-label="${t.n('nav.unread', frame.unread)}">${bell}${frame.unread > 0 ? html`<span class="count" aria-hidden="true">${frame.unread}</span>` : ''}</a>
<form class="sign-out" method="post" action="/app/sign-out">
<input type="hidden" name="_csrf" value="${frame.csrf}">
<span class="who"><bdi>${member.name}</bdi></span>
<button type="submit" class="link-button">${t.t('nav.signOut')}</button>
</form>
<button type="button" class="menu-button" aria-expanded="false" aria-controls="site-nav" hidden data-menu-button>${t.t('nav.menu')}</button>`;
}

function navigation(t: Translator, active: NavKey | undefined): SafeHtml {
  return html`<nav class="top-nav" id="site-nav" aria-label="${t.t('nav.label')}"><ul>
${NAV.map(([key, href]) => html`<li><a class="nav-link" href="${href}"${key === active ? html` aria-current="page"` : ''}>${t.t(`nav.${key}`)}</a></li>`)}
</ul></nav>`;
}

/** An application page in the one layout (src/ui/layout.ts), with the application's sheet and script. */
export function page(input: PageInput): SafeHtml {
  const assets = appAssets();
  const { frame } = input;
  const t = frame ? frame.t : input.t;
  const path = frame ? frame.path : input.path;
  const brand = pageBranding(frame?.brand);
  return shell({
    title: input.title,
    language: t.language,
    skipLabel: t.t('app.skip'),
    body: input.body,
    brandHref: frame ? '/app/requests' : undefined,
    // A brand that is the workspace's own name is not repeated beside it.
    context: brand.branding?.name === frame?.member.workspaceName ? undefined : frame?.member.workspaceName,
    branding: brand.branding,
    tools: html`${languageMenu({ action: '/app/language', method: 'post', current: t.language, label: t.t('nav.language'), change: t.t('nav.languageChange'), hidden: { back: path } })}${frame ? account(frame, input.nav) : ''}`,
    nav: frame ? navigation(t, input.nav) : undefined,
    meta: frame ? html`<meta name="csrf-token" content="${frame.csrf}">` : undefined,
    styles: [assets.css.url, ...brand.styles, ...(input.sheet ? [input.sheet] : [])],
    scripts: [assets.script.url, ...(input.island ? [input.island] : [])],
    notice: input.notice,
  });
}
