// The audit log section of the settings page (issue 25 item 1): the workspace's log newest first, 50
// entries a page with links to newer and older pages, narrowed by request id and by action (a choice
// among the actions the log holds). Each row: when (as the application writes times), the action in
// words, who did it, and the request it concerns, linked. Filters and paging are plain GET links, so
// the section works without JavaScript and every view has an address.
import { auditActions, searchAudit } from '../../audit/search.ts';
import { listApiKeys } from '../../auth/api-keys.ts';
import type { Translator } from '../../i18n/catalogue.ts';
import { html, type SafeHtml } from '../../platform/http/html.ts';
import { listMembers } from '../../workspaces/workspaces.ts';
import { eventLabel } from '../audit-events.ts';
import { time } from '../format.ts';
import { input } from '../forms.ts';
import { queryText } from '../http.ts';
import { type ActorDirectory, actorText } from './audit-words.ts';
import type { SettingsContext } from './sections.ts';

export const AUDIT_PAGE_SIZE = 50;

interface AuditView {
  requestId?: string;
  action?: string;
  page: number;
}

function readView(query: unknown): AuditView {
  const page = Number(queryText(query, 'page', 9) ?? '1');
  return {
    requestId: queryText(query, 'request', 100)?.trim() || undefined,
    action: queryText(query, 'action', 100)?.trim() || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function viewHref(view: AuditView): string {
  const params = new URLSearchParams();
  if (view.requestId) params.set('request', view.requestId);
  if (view.action) params.set('action', view.action);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return `/app/settings${query ? `?${query}` : ''}#audit-heading`;
}

const number = (n: number, t: Translator) => new Intl.NumberFormat(t.language).format(n);

function filterForm(view: AuditView, actions: string[], t: Translator): SafeHtml {
  const choices = [...new Set([...actions, ...(view.action ? [view.action] : [])])]
    .map((action) => ({ action, label: eventLabel(action, t) }))
    .sort((a, b) => a.label.localeCompare(b.label, t.language));
  const filtered = Boolean(view.requestId || view.action);
  return html`<form method="get" action="/app/settings#audit-heading" role="search" aria-label="${t.t('settings.audit.filters')}">
<div class="pair">
${input({
  id: 'audit-request',
  name: 'request',
  label: t.t('settings.audit.request'),
  hint: t.t('settings.audit.requestHint'),
  value: view.requestId,
  maxlength: 100,
  autocomplete: 'off',
  t,
})}
<div class="field"><label for="audit-action">${t.t('settings.audit.action')}</label>
<select id="audit-action" name="action">
<option value="">${t.t('settings.audit.anyAction')}</option>
${choices.map(
  (c) =>
    html`<option value="${c.action}"${c.action === view.action ? html` selected` : ''}>${c.label}</option>`,
)}
</select></div>
</div>
<div class="search-row">
<button type="submit" class="secondary">${t.t('settings.audit.apply')}</button>
${filtered ? html`<a href="/app/settings#audit-heading">${t.t('settings.audit.clear')}</a>` : ''}
</div>
</form>`;
}

export async function auditSection({ services, request, t, workspace }: SettingsContext): Promise<SafeHtml> {
  const { db } = services;
  const view = readView(request.query);
  const offset = (view.page - 1) * AUDIT_PAGE_SIZE;
  const [found, actions, members, keys] = await Promise.all([
    searchAudit(db, workspace.id, view, { limit: AUDIT_PAGE_SIZE, offset }),
    auditActions(db, workspace.id),
    listMembers(db, workspace.id),
    listApiKeys(db, workspace.id),
  ]);
  const people: ActorDirectory = {
    members: new Map(members.map((m) => [m.id, { name: m.name, email: m.email }])),
    keys: new Map(keys.map((k) => [k.id, { name: k.name, lastFour: k.lastFour, memberId: k.memberId }])),
  };
  const rows = found.entries.map(
    (entry) => html`<tr>
<td data-label="${t.t('settings.audit.time')}">${time(entry.at, 'dateTime', t)}</td>
<th scope="row">${eventLabel(entry.action, t)}</th>
<td data-label="${t.t('settings.audit.actor')}">${actorText(entry.actor, people, t)}</td>
<td data-label="${t.t('settings.audit.requestColumn')}">${
      entry.requestId
        ? html`<a href="/app/requests/${entry.requestId}"><code>${entry.requestId}</code></a>`
        : ''
    }</td>
</tr>`,
  );
  const filtered = Boolean(view.requestId || view.action);
  const newer = view.page > 1 ? viewHref({ ...view, page: view.page - 1 }) : null;
  const older =
    offset + found.entries.length < found.total ? viewHref({ ...view, page: view.page + 1 }) : null;
  const paging =
    newer || older
      ? html`<nav class="paging" aria-label="${t.t('settings.audit.paging')}">
${newer ? html`<a href="${newer}" rel="prev"><span class="arrow" aria-hidden="true">←</span> ${t.t('settings.audit.newer')}</a>` : html`<span></span>`}
${older ? html`<a href="${older}" rel="next">${t.t('settings.audit.older')} <span class="arrow" aria-hidden="true">→</span></a>` : ''}
</nav>`
      : '';
  return html`<section class="panel" aria-labelledby="audit-heading">
<h2 id="audit-heading">${t.t('settings.audit.title')}</h2>
<p class="hint">${t.t('settings.audit.lead')}</p>
${filterForm(view, actions, t)}
${
  found.entries.length === 0
    ? html`<p class="empty">${t.t(filtered ? 'settings.audit.emptyFiltered' : 'settings.audit.empty')}</p>`
    : html`<p id="audit-range">${t.t('settings.audit.range', {
        from: number(offset + 1, t),
        to: number(offset + found.entries.length, t),
        total: number(found.total, t),
      })}</p>
<table class="list audit" aria-labelledby="audit-heading">
<thead><tr><th scope="col">${t.t('settings.audit.time')}</th><th scope="col">${t.t('settings.audit.action')}</th><th scope="col">${t.t('settings.audit.actor')}</th><th scope="col">${t.t('settings.audit.requestColumn')}</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
${paging}
</section>`;
}
