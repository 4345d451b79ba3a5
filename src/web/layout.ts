// The frame of every application page: head (the one stylesheet and script, no inline code), the
// header with the workspace, navigation, the notifications bell and sign-out, then the page.

import type { MemberSession } from '../members/sessions.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import { appAssets } from './assets.ts';
import { en } from './strings/en.ts';

export type NavKey =
  | 'requests'
  | 'send'
  | 'templates'
  | 'notifications'
  | 'keys'
  | 'members'
  | 'passkeys'
  | 'sessions';

export interface Frame {
  member: MemberSession;
  csrf: string;
  unread: number;
}

export interface PageInput {
  title: string;
  body: SafeHtml;
  /** Signed in: the header with navigation; absent: the plain header of the sign-in pages. */
  frame?: Frame;
  nav?: NavKey;
  /** The URL of a page's own client island (the builder, the flow editor), after the app's script. */
  island?: string;
  /** A wide page (the builder): main takes the whole window. */
  wide?: boolean;
  /** A sentence confirming what just happened, announced politely. */
  notice?: string;
}

const NAV: Array<[NavKey, string]> = [
  ['requests', '/app/requests'],
  ['send', '/app/send'],
  ['templates', '/app/templates'],
  ['keys', '/app/keys'],
  ['members', '/app/members'],
  ['passkeys', '/app/passkeys'],
  ['sessions', '/app/sessions'],
];

const bell = html`<svg class="bell" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16a1 1 0 0 0 .9 1.5h13.6a1 1 0 0 0 .9-1.5L18 12.6V9a6 6 0 0 0-6-6zm0 19a3 3 0 0 0 3-3H9a3 3 0 0 0 3 3z" fill="currentColor"/></svg>`;

function header(frame: Frame | undefined, active: NavKey | undefined): SafeHtml {
  if (!frame)
    return html`<header class="top"><div class="bar"><span class="brand">${en.brand}</span></div></header>`;
  const { member } = frame;
  const current = (key: NavKey) => (key === active ? html` aria-current="page"` : '');
  return html`<header class="top">
<div class="bar">
<a class="brand" href="/app/requests">${en.brand}</a>
<span class="workspace">${member.workspaceName}</span>
<a class="bell-link${frame.unread > 0 ? ' has-unread' : ''}" href="/app/notifications"${current('notifications')}
  aria-label="${en.nav.unread(frame.unread)}">${bell}${frame.unread > 0 ? html`<span class="count" aria-hidden="true">${frame.unread}</span>` : ''}</a>
<form class="sign-out" method="post" action="/app/sign-out">
<input type="hidden" name="_csrf" value="${frame.csrf}">
<span class="who">${member.name}</span>
<button type="submit" class="link-button">${en.nav.signOut}</button>
</form>
</div>
<nav class="top-nav" aria-label="${en.nav.label}"><ul>
${NAV.map(([key, href]) => html`<li><a class="nav-link" href="${href}"${current(key)}>${en.nav[key]}</a></li>`)}
</ul></nav>
</header>`;
}

export function page(input: PageInput): SafeHtml {
  const assets = appAssets();
  return html`<!doctype html>
<html lang="${en.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex, nofollow">
${input.frame ? html`<meta name="csrf-token" content="${input.frame.csrf}">` : ''}
<title>${input.title} · ${en.brand}</title>
<link rel="stylesheet" href="${assets.css.url}">
<link rel="icon" href="${assets.icon.url}" type="image/svg+xml">
<script src="${assets.script.url}" defer></script>
${input.island ? html`<script src="${input.island}" defer></script>` : ''}
</head>
<body>
<a class="skip" href="#main">${en.skip}</a>
${header(input.frame, input.nav)}
<main id="main" tabindex="-1"${input.wide ? html` class="wide"` : ''}>
${input.notice ? html`<p class="notice" role="status">${input.notice}</p>` : ''}
${input.body}
</main>
</body>
</html>
`;
}
