// The requests pages' markup: the list (usage, search, status tabs with counts, the table, paging),
// one request (signers, whose turn, links, actions, timeline) and the void confirmation, in the
// reader's language (`t`). Every name, address and reason a person typed is isolated (<bdi>, or the
// Unicode isolates where only plain text fits) so that its direction cannot leak into the page.

import type { Translator } from '../../i18n/catalogue.ts';
import { waitText } from '../../i18n/format.ts';
import { erasureDue } from '../../lifecycle/retention.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import type { Usage } from '../../requests/allowance.ts';
import {
  type BrowsedRequest,
  type BrowsePage,
  type Cursor,
  REQUEST_TABS,
  type RequestTab,
  type SentBy,
} from '../../requests/browse.ts';
import type { RequestStatus, RequestView } from '../../requests/read.ts';
import { cooldownSecondsLeft, REMINDER_COOLDOWN_MS } from '../../requests/remind.ts';
import type { Role } from '../../templates/types.ts';
import { emptyState } from '../empty.ts';
import { address, dateText, kindText, time } from '../format.ts';
import { confirmStep, copyable, csrfField, textarea } from '../forms.ts';
import { documentsList } from '../send-once/views.ts';
import { copiedList } from './copied.ts';
import { bdi, type RequestDetail } from './detail.ts';
import { nextReminderNote } from './next-reminder.ts';

export const VOID_REASON_MAX = 1000;

/** User text inside a plain-text string (a label, a notice): the Unicode isolates, as <bdi> does. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

const number = (n: number, t: Translator) => new Intl.NumberFormat(t.language).format(n);

export function usagePanel(usage: Usage, now: Date, t: Translator): SafeHtml {
  const u = usage.signatureRequests;
  const renews = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const line =
    u.limit === 'unlimited'
      ? t.n('usage.unlimited', u.used)
      : u.limit === 0
        ? t.t('usage.none')
        : t.n('usage.limited', u.limit, { used: number(u.used, t) });
  const ratio = typeof u.limit === 'number' && u.limit > 0 ? Math.min(1, u.used / u.limit) : 0;
  return html`<section class="usage" aria-labelledby="usage-heading">
<h2 id="usage-heading">${t.t('usage.title')}</h2>
<p class="usage-line">${line}</p>
${typeof u.limit === 'number' && u.limit > 0 ? html`<progress max="${u.limit}" value="${Math.min(u.used, u.limit)}" aria-label="${line}" data-ratio="${ratio.toFixed(2)}">${line}</progress>` : ''}
<p class="hint">${t.t('usage.period', { start: dateText(u.periodStart, t), reset: dateText(renews, t) })}</p>
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

/** A request's status word, as the list and the page show it. */
export function statusText(status: RequestStatus, t: Translator): string {
  return t.t(`status.${status}`);
}

/** Who sent a request, as the list shows it: the member's name, or the API key's. */
function sentByText(sentBy: SentBy, t: Translator): SafeHtml {
  if (sentBy.type === 'member') return sentBy.name ? bdi(sentBy.name) : html`${t.t('requests.formerMember')}`;
  return sentBy.name
    ? t.tHtml('requests.sentByApiKey', { name: sentBy.name })
    : html`${t.t('requests.sentByUnnamedKey', { lastFour: sentBy.lastFour ?? '' })}`;
}

function statusBadge(status: RequestStatus, t: Translator): SafeHtml {
  return html`<span class="status status-${status}">${statusText(status, t)}</span>`;
}

export function requestList(input: {
  tab: RequestTab;
  search: string | undefined;
  counts: Record<RequestTab, number>;
  page: BrowsePage;
  usage: Usage;
  now: Date;
  t: Translator;
}): SafeHtml {
  const { tab, search, counts, page, t } = input;
  const tabName = (name: RequestTab) => t.t(`tabs.${name}`);
  const tabs = REQUEST_TABS.map(
    (
      name,
    ) => html`<li><a class="tab" href="${listHref(name, search)}"${name === tab ? html` aria-current="page"` : ''}>${tabName(name)}
<span class="tab-count">${number(counts[name], t)}</span></a></li>`,
  );
  const rows = page.requests.map(
    (r: BrowsedRequest) => html`<tr>
<th scope="row"><a href="/app/requests/${r.id}">${bdi(r.templateName)}</a></th>
<td data-label="${t.t('requests.signers')}"><ul class="plain">${r.submitters.map((s) => html`<li>${bdi(s.name)} <span class="sub">${address(s.email)}</span></li>`)}</ul></td>
<td data-label="${t.t('requests.status')}">${statusBadge(r.status, t)}</td>
<td data-label="${t.t('requests.sent')}">${time(r.createdAt, 'dateTime', t)}</td>
<td data-label="${t.t('requests.sentBy')}">${sentByText(r.sentBy, t)}</td>
</tr>`,
  );
  const paging =
    page.newer || page.older
      ? html`<nav class="paging" aria-label="${t.t('requests.paging')}">
${page.newer ? html`<a href="${listHref(tab, search, cursorParam(page.newer))}" rel="prev"><span class="arrow" aria-hidden="true">←</span> ${t.t('requests.newer')}</a>` : html`<span></span>`}
${page.older ? html`<a href="${listHref(tab, search, cursorParam(page.older))}" rel="next">${t.t('requests.older')} <span class="arrow" aria-hidden="true">→</span></a>` : ''}
</nav>`
      : '';
  return html`<div class="page-head">
<h1>${t.t('requests.title')}</h1>
<div class="row-actions">
<a class="button-link primary" href="/app/requests/send-document">${t.t('requests.send')}</a>
<a class="button-link secondary" href="/app/send">${t.t('sendOnce.fromTemplate')}</a>
</div>
</div>
${usagePanel(input.usage, input.now, t)}
<form class="search" method="get" action="/app/requests" role="search">
${tab !== 'all' ? html`<input type="hidden" name="status" value="${tab}">` : ''}
<label for="q">${t.t('requests.searchLabel')}</label>
<div class="search-row">
<input id="q" name="q" type="search" dir="auto" value="${search ?? ''}" maxlength="200">
<button type="submit" class="secondary">${t.t('requests.search')}</button>
${search ? html`<a href="${listHref(tab, undefined)}">${t.t('requests.clear')}</a>` : ''}
</div>
</form>
<nav class="tabs" aria-label="${t.t('tabs.label')}"><ul>${tabs}</ul></nav>
${
  page.requests.length === 0
    ? search
      ? emptyState({
          text: t.tHtml('requests.emptySearch', { query: search }),
          action: { href: listHref(tab, undefined), label: t.t('requests.clear') },
        })
      : emptyState({
          text: t.t('requests.empty'),
          action: { href: '/app/requests/send-document', label: t.t('requests.send') },
        })
    : html`<table class="list requests">
<caption class="visually-hidden">${
        search
          ? t.tHtml('requests.captionSearch', { tab: tabName(tab), query: search })
          : t.t('requests.caption', { tab: tabName(tab) })
      }</caption>
<thead><tr><th scope="col">${t.t('requests.document')}</th><th scope="col">${t.t('requests.signers')}</th>
<th scope="col">${t.t('requests.status')}</th><th scope="col">${t.t('requests.sent')}</th>
<th scope="col">${t.t('requests.sentBy')}</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
}
${paging}`;
}

function signerTimes(times: RequestDetail['times'][number], t: Translator): SafeHtml {
  const at = (date: Date) => time(date, 'dateTime', t);
  const lines = [
    times.invitedAt ? html`<li>${t.t('request.invited')} ${at(times.invitedAt)}</li>` : '',
    times.openedAt ? html`<li>${t.t('request.opened')} ${at(times.openedAt)}</li>` : '',
    times.completedAt ? html`<li>${t.t('request.signed')} ${at(times.completedAt)}</li>` : '',
    times.declinedAt ? html`<li>${t.t('request.declined')} ${at(times.declinedAt)}</li>` : '',
  ];
  return html`<ul class="plain times">${lines}</ul>`;
}

/** What the page says a signer's state is: whose turn it is, who is not invited yet, who is not needed. */
type SignerShown = 'turn' | 'awaiting' | 'opened' | 'completed' | 'declined' | 'notNeeded';

export function signerShown(detail: RequestDetail, index: number): SignerShown {
  const status = detail.request.submitters[index].status;
  if (status === 'completed' || status === 'declined') return status;
  const open = detail.request.status === 'pending' || detail.request.status === 'opened';
  // Once the request has ended (declined, voided, expired) nobody after that point has to sign.
  if (!open) return status === 'opened' ? 'opened' : 'notNeeded';
  if (detail.turn === index) return status === 'opened' ? 'opened' : 'turn';
  return 'awaiting';
}

const SIGNER_CLASS: Record<SignerShown, string> = {
  turn: 'turn',
  awaiting: 'awaiting',
  opened: 'opened',
  completed: 'completed',
  declined: 'declined',
  notNeeded: 'not-needed',
};

/** What the page says about the request's erasure under the workspace's retention, if any. */
function retentionNote(detail: RequestDetail, retentionDays: number | null, t: Translator): SafeHtml | '' {
  if (retentionDays === null) return '';
  const text = detail.endedAt
    ? t.n('request.erasureDue', retentionDays, {
        date: dateText(erasureDue(detail.endedAt, retentionDays), t),
      })
    : t.n('request.erasureAfterEnd', retentionDays);
  return html`<p class="hint retention">${text}</p>`;
}

/** "Declined by X: reason", at the top of a declined request. */
function declineSummary(detail: RequestDetail, t: Translator): SafeHtml | '' {
  const index = detail.request.submitters.findIndex((s) => s.status === 'declined');
  if (index < 0) return '';
  const name = detail.request.submitters[index].name;
  const reason = detail.times[index]?.declineReason;
  return html`<p class="decline-summary">${
    reason
      ? t.tHtml('request.declinedBy', { name, reason: reason })
      : t.tHtml('request.declinedByNoReason', { name })
  }</p>`;
}

type PageInput = Parameters<typeof requestPage>[0];

/** What can be done with the request; a card with nothing in it is not shown at all. */
function actionsPanel(input: PageInput, cooling: number | null): SafeHtml | '' {
  const { detail, csrf, t } = input;
  const { request } = detail;
  const open = request.status === 'pending' || request.status === 'opened';
  const turn = detail.turn === null ? null : request.submitters[detail.turn];
  const items: SafeHtml[] = [];
  const own = turn && detail.turn !== null && detail.times[detail.turn].memberId === input.memberId;
  // Issue 45: the turn taken on this device — the member's own ("Sign now", never mailed), or a
  // signer hosted in person.
  if (turn && own)
    items.push(html`<form method="post" action="/app/requests/${request.id}/sign-now">${csrfField(csrf)}
<p class="hint">${t.t('requests.yourTurn')}</p>
<button type="submit" class="primary"><span>${t.t('requests.signNow')}</span></button></form>`);
  else if (turn)
    items.push(html`<form method="post" action="/app/requests/${request.id}/host">${csrfField(csrf)}
<input type="hidden" name="role" value="${turn.role}">
<p class="hint">${t.tHtml('requests.signInPersonHint', { name: turn.name })}</p>
<button type="submit" class="secondary"><span>${t.t('requests.signInPerson')}</span></button></form>`);
  if (turn && !own)
    items.push(
      cooling
        ? html`<p class="cooldown">${t.tHtml('request.cooldown', { name: turn.name, wait: waitText(t, cooling) })}</p>`
        : // One <span> holds the words: in the button's flex box "Remind " and the name would be two
          // items, and the space between them would be dropped ("RemindZoë Ångström").
          html`<form method="post" action="/app/requests/${request.id}/remind">${csrfField(csrf)}
<p class="hint">${t.t('request.remindHint')}</p>
<button type="submit" class="secondary"><span>${t.tHtml('request.remind', { name: turn.name })}</span></button></form>`,
    );
  if (open && input.canVoid !== false)
    items.push(
      html`<p><a class="button-link danger" href="/app/requests/${request.id}/void">${t.t('request.void')}</a></p>`,
    );
  if (request.hasSignedDocument)
    items.push(html`<p><a class="button-link primary" href="/app/requests/${request.id}/document" download>${t.t('request.download')}</a></p>
<p class="hint">${t.t('request.downloadHint')}</p>`);
  if (!open && input.canSendAgain)
    items.push(html`<p><a class="button-link secondary" href="/app/send/${request.templateId}?from=${request.id}">${t.t('request.sendAgain')}</a></p>
<p class="hint">${t.t('request.sendAgainHint')}</p>`);
  items.push(html`<p><a href="/app/requests/${request.id}/sent-document">${t.t('request.viewSent')}</a></p>`);
  if (!open)
    items.push(
      input.owner
        ? html`<p><a class="button-link danger" href="/app/requests/${request.id}/erase">${t.t('request.erase')}</a></p>
<p class="hint">${t.t('request.eraseHint')}</p>`
        : html`<p class="hint">${t.t('request.eraseOwnersOnly')}</p>`,
    );
  const retention = retentionNote(detail, input.retentionDays, t);
  if (retention) items.push(retention);
  if (items.length === 0) return '';
  return html`<section aria-labelledby="actions-heading" class="panel">
<h2 id="actions-heading">${t.t('request.actions')}</h2>
${items}
</section>`;
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
  /** The member viewing the page: their own turn is offered as "Sign now" (issue 45). */
  memberId?: string;
  /** The template's roles: each participant's kind is named beside their role (issue 45). */
  roles?: Role[];
  /** An ended request whose template is still published can be sent again, filled the same way. */
  canSendAgain: boolean;
  /** Only the member who sent it, or an owner, may void it (issue 25); unset: may. */
  canVoid?: boolean;
  /** The "Change e-mail" link beside a signer (change-email.ts), when the member may use it. */
  changeEmailLink?: (index: number) => SafeHtml | '';
  /** The documents sent (issue 32), in order. */
  documents?: Array<{ name: string; pages: number }>;
  t: Translator;
}): SafeHtml {
  const { detail, now, t } = input;
  const { request, times } = detail;
  const at = (date: Date | null) => time(date, 'dateTime', t);
  const open = request.status === 'pending' || request.status === 'opened';
  const turn = detail.turn === null ? null : request.submitters[detail.turn];
  const turnTimes = detail.turn === null ? null : times[detail.turn];
  const cooling =
    turnTimes?.lastRemindedAt && turnTimes.lastRemindedAt.getTime() + REMINDER_COOLDOWN_MS > now.getTime()
      ? cooldownSecondsLeft(turnTimes.lastRemindedAt, now)
      : null;
  const ended =
    request.status === 'completed' && request.completedAt
      ? html`${t.t('request.completedOn')} ${at(request.completedAt)}`
      : request.status === 'expired'
        ? html`${t.t('request.expiredOn')} ${at(request.expiresAt)}`
        : open
          ? html`${t.t('request.expiresOn')} ${at(request.expiresAt)}`
          : html`${statusText(request.status, t)} ${at(detail.endedAt)}`;
  const meta = html`${t.t('request.sentOn')} ${at(request.createdAt)} · ${ended}`;
  // Issue 45: how each takes part, when not as a signer ("· Approver", "· Witness for Tenant").
  const kindOf = (role: string) => {
    const text = kindText(
      t,
      input.roles?.find((r) => r.name === role),
    );
    return text ? html` · ${bdi(text)}` : '';
  };
  const signers = request.submitters.map((s, i) => {
    const shown = signerShown(detail, i);
    return html`<li class="signer${detail.turn === i ? ' turn' : ''}">
<div class="signer-head"><span class="order" aria-hidden="true">${i + 1}</span>
<div><strong>${bdi(s.name)}</strong> <span class="sub">${bdi(s.role)}${kindOf(s.role)}</span><br><span class="sub">${address(s.email)}</span>${input.changeEmailLink ? html`<br>${input.changeEmailLink(i)}` : ''}</div>
<span class="status signer-${SIGNER_CLASS[shown]}">${t.t(`signerStatus.${shown}`)}</span>
</div>
${signerTimes(times[i], t)}
${open && s.signingUrl && s.status !== 'completed' ? copyable({ id: `link-${i}`, label: t.t('request.linkLabel', { name: isolated(s.name) }), value: s.signingUrl, hint: t.t('request.linkHint'), t }) : ''}
</li>`;
  });
  return html`<p class="crumbs"><a href="/app/requests"><span class="arrow" aria-hidden="true">←</span> ${t.t('requests.title')}</a></p>
<div class="page-head title-row">
<h1>${bdi(request.templateName)}</h1>
${statusBadge(request.status, t)}
</div>
<p class="meta">${meta}</p>
${input.problem ? html`<div class="error-summary" role="alert" tabindex="-1" data-error-summary><p>${input.problem}</p></div>` : ''}
${request.status === 'declined' ? declineSummary(detail, t) : ''}
${detail.voidReason ? html`<p>${t.tHtml('request.voidReason', { reason: detail.voidReason })}</p>` : ''}
<div class="columns">
<section aria-labelledby="signers-heading" class="panel">
<h2 id="signers-heading">${t.t('request.signers')}</h2>
<p class="hint">${t.t('request.signersHint')}</p>
<p>${turn ? t.tHtml('request.turn', { name: turn.name }) : t.t('request.nobodyWaiting')}</p>
${nextReminderNote(detail, t)}
<ol class="signers">${signers}</ol>
${copiedList(request.cc, t)}
</section>
${actionsPanel(input, cooling)}
</div>
${documentsList(input.documents ?? [], t)}
<section aria-labelledby="timeline-heading">
<h2 id="timeline-heading">${t.t('request.timeline')}</h2>
<ol class="timeline">${detail.trail.map(({ entry, text }) => html`<li>${at(entry.at)} <span>${text}</span></li>`)}</ol>
</section>`;
}

/** The confirmation before an ended request is deleted permanently: what is lost, what stays. */
export function erasePage(input: { request: RequestView; csrf: string; t: Translator }): SafeHtml {
  const { request, t } = input;
  const signers = request.submitters.map((s, i) => html`${i > 0 ? ', ' : ''}${bdi(s.name)}`);
  const lost = [
    'erasePage.lostPeople',
    'erasePage.lostValues',
    'erasePage.lostDocuments',
    'erasePage.lostMail',
  ] as const;
  return confirmStep({
    title: t.t('erasePage.title', { template: isolated(request.templateName) }),
    back: { href: `/app/requests/${request.id}`, text: isolated(request.templateName) },
    action: `/app/requests/${request.id}/erase`,
    csrf: input.csrf,
    lead: t.t('erasePage.lead'),
    confirm: t.t('erasePage.confirm'),
    cancel: t.t('erasePage.keep'),
    fields: html`<p>${t.tHtml('erasePage.which', { sent: dateText(request.createdAt, t), signers: html`${signers}` })}</p>
<ul class="lost">${lost.map((key) => html`<li>${t.t(key)}</li>`)}</ul>
<p>${t.t('erasePage.kept')}</p>
${
  request.hasSignedDocument
    ? html`<p><a href="/app/requests/${request.id}/document" download>${t.t('erasePage.download')}</a></p>`
    : ''
}`,
  });
}

export function voidPage(input: {
  request: RequestView;
  csrf: string;
  t: Translator;
  reason?: string;
  error?: string;
}): SafeHtml {
  const { request, t } = input;
  return confirmStep({
    title: t.t('voidPage.title', { template: isolated(request.templateName) }),
    back: { href: `/app/requests/${request.id}`, text: isolated(request.templateName) },
    action: `/app/requests/${request.id}/void`,
    csrf: input.csrf,
    lead: t.t('voidPage.lead'),
    confirm: t.t('voidPage.confirm'),
    cancel: t.t('voidPage.keep'),
    fields: textarea({
      id: 'reason',
      name: 'reason',
      label: t.t('voidPage.reason'),
      hint: t.t('voidPage.reasonHint'),
      value: input.reason,
      error: input.error,
      maxlength: VOID_REASON_MAX,
      t,
    }),
  });
}
