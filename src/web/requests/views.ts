// The requests pages' markup: the list (usage, search, status tabs with counts, the table, paging),
// one request (signers, whose turn, links, actions, timeline) and the void confirmation.

import { erasureDue } from '../../lifecycle/retention.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Usage } from '../../requests/allowance.ts';
import { type BrowsePage, type Cursor, REQUEST_TABS, type RequestTab } from '../../requests/browse.ts';
import type { RequestView } from '../../requests/read.ts';
import { cooldownSecondsLeft, REMINDER_COOLDOWN_MS } from '../../requests/remind.ts';
import { dateText, time } from '../format.ts';
import { confirmStep, copyable, csrfField, textarea } from '../forms.ts';
import { en } from '../strings/en.ts';
import type { RequestDetail } from './detail.ts';

export const VOID_REASON_MAX = 1000;

export function usagePanel(usage: Usage, now: Date): SafeHtml {
  const u = usage.signatureRequests;
  const renews = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const line =
    u.limit === 'unlimited'
      ? en.usage.unlimited(u.used)
      : u.limit === 0
        ? en.usage.none
        : en.usage.limited(u.used, u.limit);
  const ratio = typeof u.limit === 'number' && u.limit > 0 ? Math.min(1, u.used / u.limit) : 0;
  return html`<section class="usage" aria-labelledby="usage-heading">
<h2 id="usage-heading">${en.usage.title}</h2>
<p class="usage-line">${line}</p>
${typeof u.limit === 'number' && u.limit > 0 ? html`<progress max="${u.limit}" value="${Math.min(u.used, u.limit)}" aria-label="${line}" data-ratio="${ratio.toFixed(2)}">${line}</progress>` : ''}
<p class="hint">${en.usage.period(dateText(u.periodStart), dateText(renews))}</p>
</section>`;
}

export function cursorParam(cursor: Cursor): string {
  return `${cursor.direction === 'older' ? 'before' : 'after'}=${cursor.createdAt.getTime()}.${cursor.id}`;
}

function listHref(tab: RequestTab, search: string | undefined, extra = ''): string {
  const params = new URLSearchParams();
  if (tab !== 'all') params.set('status', tab);
  if (search) params.set('q', search);
  const query = [params.toString(), extra].filter(Boolean).join('&');
  return `/app/requests${query ? `?${query}` : ''}`;
}

function statusBadge(status: string): SafeHtml {
  return html`<span class="status status-${status}">${en.status[status] ?? status}</span>`;
}

export function requestList(input: {
  tab: RequestTab;
  search: string | undefined;
  counts: Record<RequestTab, number>;
  page: BrowsePage;
  usage: Usage;
  now: Date;
}): SafeHtml {
  const { tab, search, counts, page } = input;
  const tabs = REQUEST_TABS.map(
    (
      t,
    ) => html`<li><a class="tab" href="${listHref(t, search)}"${t === tab ? html` aria-current="page"` : ''}>${en.tabs[t]}
<span class="tab-count">${counts[t]}</span></a></li>`,
  );
  const rows = page.requests.map(
    (r: RequestView) => html`<tr>
<th scope="row"><a href="/app/requests/${r.id}">${r.templateName}</a></th>
<td data-label="${en.requests.signers}"><ul class="plain">${r.submitters.map((s) => html`<li>${s.name} <span class="sub">${s.email}</span></li>`)}</ul></td>
<td data-label="${en.requests.status}">${statusBadge(r.status)}</td>
<td data-label="${en.requests.sent}">${time(r.createdAt)}</td>
</tr>`,
  );
  const paging =
    page.newer || page.older
      ? html`<nav class="paging" aria-label="${en.requests.paging}">
${page.newer ? html`<a href="${listHref(tab, search, cursorParam(page.newer))}" rel="prev">← ${en.requests.newer}</a>` : html`<span></span>`}
${page.older ? html`<a href="${listHref(tab, search, cursorParam(page.older))}" rel="next">${en.requests.older} →</a>` : ''}
</nav>`
      : '';
  return html`<div class="page-head">
<h1>${en.requests.title}</h1>
<a class="button-link primary" href="/app/send">${en.requests.send}</a>
</div>
${usagePanel(input.usage, input.now)}
<form class="search" method="get" action="/app/requests" role="search">
${tab !== 'all' ? html`<input type="hidden" name="status" value="${tab}">` : ''}
<label for="q">${en.requests.searchLabel}</label>
<div class="search-row">
<input id="q" name="q" type="search" value="${search ?? ''}" maxlength="200">
<button type="submit" class="secondary">${en.requests.search}</button>
${search ? html`<a href="${listHref(tab, undefined)}">${en.requests.clear}</a>` : ''}
</div>
</form>
<nav class="tabs" aria-label="${en.tabs.label}"><ul>${tabs}</ul></nav>
${
  page.requests.length === 0
    ? html`<p class="empty">${search ? en.requests.emptySearch(search) : en.requests.empty}</p>`
    : html`<table class="list requests">
<caption class="visually-hidden">${en.requests.caption(en.tabs[tab], search)}</caption>
<thead><tr><th scope="col">${en.requests.document}</th><th scope="col">${en.requests.signers}</th>
<th scope="col">${en.requests.status}</th><th scope="col">${en.requests.sent}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
}
${paging}`;
}

function signerTimes(t: RequestDetail['times'][number]): SafeHtml {
  const lines = [
    t.invitedAt ? html`<li>${en.request.invited} ${time(t.invitedAt)}</li>` : '',
    t.openedAt ? html`<li>${en.request.opened} ${time(t.openedAt)}</li>` : '',
    t.completedAt ? html`<li>${en.request.signed} ${time(t.completedAt)}</li>` : '',
    t.declinedAt ? html`<li>${en.request.declined} ${time(t.declinedAt)}</li>` : '',
  ];
  return html`<ul class="plain times">${lines}</ul>`;
}

/** What the page says about the request's erasure under the workspace's retention, if any. */
function retentionNote(detail: RequestDetail, retentionDays: number | null): SafeHtml | '' {
  if (retentionDays === null) return '';
  const text = detail.endedAt
    ? en.request.erasureDue(dateText(erasureDue(detail.endedAt, retentionDays)), retentionDays)
    : en.request.erasureAfterEnd(retentionDays);
  return html`<p class="hint retention">${text}</p>`;
}

export function requestPage(input: {
  detail: RequestDetail;
  csrf: string;
  now: Date;
  problem?: string;
  /** The workspace's retention: the page says when the request will be erased. */
  retentionDays: number | null;
  /** Owners may delete an ended request permanently. */
  owner: boolean;
}): SafeHtml {
  const { detail, csrf, now } = input;
  const { request, times } = detail;
  const open = request.status === 'pending' || request.status === 'opened';
  const turn = detail.turn === null ? null : request.submitters[detail.turn];
  const turnTimes = detail.turn === null ? null : times[detail.turn];
  const cooling =
    turnTimes?.lastRemindedAt && turnTimes.lastRemindedAt.getTime() + REMINDER_COOLDOWN_MS > now.getTime()
      ? cooldownSecondsLeft(turnTimes.lastRemindedAt, now)
      : null;
  const ended =
    request.status === 'completed' && request.completedAt
      ? html`${en.request.completedOn} ${time(request.completedAt)}`
      : request.status === 'expired'
        ? html`${en.request.expiredOn} ${time(request.expiresAt)}`
        : open
          ? html`${en.request.expiresOn} ${time(request.expiresAt)}`
          : html`${en.status[request.status]} ${time(detail.endedAt)}`;
  const meta = html`${en.request.sentOn} ${time(request.createdAt)} · ${ended}`;
  const signers = request.submitters.map(
    (s, i) => html`<li class="signer${detail.turn === i ? ' turn' : ''}">
<div class="signer-head"><span class="order" aria-hidden="true">${i + 1}</span>
<div><strong>${s.name}</strong> <span class="sub">${s.role}</span><br><span class="sub">${s.email}</span></div>
<span class="status signer-${s.status}">${en.signerStatus[s.status]}</span>
</div>
${signerTimes(times[i])}
${open && s.status !== 'completed' ? copyable({ id: `link-${i}`, label: en.request.linkLabel(s.name), value: s.signingUrl, hint: en.request.linkHint }) : ''}
</li>`,
  );
  return html`<p class="crumbs"><a href="/app/requests">← ${en.requests.title}</a></p>
<div class="page-head title-row">
<h1>${request.templateName}</h1>
${statusBadge(request.status)}
</div>
<p class="meta">${meta}</p>
${input.problem ? html`<div class="error-summary" role="alert" tabindex="-1" data-error-summary><p>${input.problem}</p></div>` : ''}
${detail.voidReason ? html`<p>${en.request.voidReason(detail.voidReason)}</p>` : ''}
<div class="columns">
<section aria-labelledby="signers-heading" class="panel">
<h2 id="signers-heading">${en.request.signers}</h2>
<p class="hint">${en.request.signersHint}</p>
<p>${turn ? en.request.turn(turn.name) : en.request.nobodyWaiting}</p>
<ol class="signers">${signers}</ol>
</section>
<section aria-labelledby="actions-heading" class="panel">
<h2 id="actions-heading">${en.request.actions}</h2>
${
  turn
    ? cooling
      ? html`<p class="cooldown">${en.request.cooldown(turn.name, cooling)}</p>`
      : html`<form method="post" action="/app/requests/${request.id}/remind">${csrfField(csrf)}
<p class="hint">${en.request.remindHint}</p>
<button type="submit" class="secondary">${en.request.remind(turn.name)}</button></form>`
    : ''
}
${open ? html`<p><a class="button-link danger" href="/app/requests/${request.id}/void">${en.request.void}</a></p>` : ''}
${
  request.hasSignedDocument
    ? html`<p><a class="button-link primary" href="/app/requests/${request.id}/document" download>${en.request.download}</a></p>
<p class="hint">${en.request.downloadHint}</p>`
    : ''
}
${
  open
    ? ''
    : input.owner
      ? html`<p><a class="button-link danger" href="/app/requests/${request.id}/erase">${en.request.erase}</a></p>
<p class="hint">${en.request.eraseHint}</p>`
      : html`<p class="hint">${en.request.eraseOwnersOnly}</p>`
}
${retentionNote(detail, input.retentionDays)}
</section>
</div>
<section aria-labelledby="timeline-heading">
<h2 id="timeline-heading">${en.request.timeline}</h2>
<ol class="timeline">${detail.trail.map(({ entry, text }) => html`<li>${time(entry.at)} <span>${text}</span></li>`)}</ol>
</section>`;
}

/** The confirmation before an ended request is deleted permanently: what is lost, what stays. */
export function erasePage(input: { request: RequestView; csrf: string }): SafeHtml {
  const { request } = input;
  return confirmStep({
    title: en.erasePage.title(request.templateName),
    back: { href: `/app/requests/${request.id}`, text: request.templateName },
    action: `/app/requests/${request.id}/erase`,
    csrf: input.csrf,
    lead: en.erasePage.lead,
    confirm: en.erasePage.confirm,
    cancel: en.erasePage.keep,
    fields: html`<p>${en.erasePage.which(dateText(request.createdAt), request.submitters.map((s) => s.name).join(', '))}</p>
<ul class="lost">${en.erasePage.lost.map((line) => html`<li>${line}</li>`)}</ul>
<p>${en.erasePage.kept}</p>
${
  request.hasSignedDocument
    ? html`<p><a href="/app/requests/${request.id}/document" download>${en.erasePage.download}</a></p>`
    : ''
}`,
  });
}

export function voidPage(input: {
  request: RequestView;
  csrf: string;
  reason?: string;
  error?: string;
}): SafeHtml {
  const { request } = input;
  return confirmStep({
    title: en.voidPage.title(request.templateName),
    back: { href: `/app/requests/${request.id}`, text: request.templateName },
    action: `/app/requests/${request.id}/void`,
    csrf: input.csrf,
    lead: en.voidPage.lead,
    confirm: en.voidPage.confirm,
    cancel: en.voidPage.keep,
    fields: textarea({
      id: 'reason',
      name: 'reason',
      label: en.voidPage.reason,
      hint: en.voidPage.reasonHint,
      value: input.reason,
      error: input.error,
      maxlength: VOID_REASON_MAX,
    }),
  });
}
