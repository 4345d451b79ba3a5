// How the application writes times: in UTC (the server does not know the reader's zone), as a person
// reads them in the page's language (src/i18n/format.ts, through Intl), inside <time> elements that
// carry the exact instant.
import type { Translator } from '../i18n/catalogue.ts';
import { formatDate, formatShortDateTime } from '../i18n/format.ts';
import { html, type SafeHtml } from '../platform/http/html.ts';
import type { Role } from '../templates/types.ts';

/** "21 Nov 2026, 10:00 UTC" */
export function dateTimeText(at: Date, t: Translator): string {
  return formatShortDateTime(at, t.language);
}

/** "21 November 2026" */
export function dateText(at: Date, t: Translator): string {
  return formatDate(at, t.language);
}

/**
 * An e-mail address as tables and lists show it: it may break after "@" and before a ".", and
 * inside a part only when that part alone does not fit (the `.address` rule in countersign.css), never
 * mid-word the way `overflow-wrap: anywhere` around it would.
 */
export function address(email: string): SafeHtml {
  const [local, ...domain] = email.split('@');
  const dotted = (part: string) =>
    part.split('.').map((piece, i) => html`${i > 0 ? html`<wbr>.` : ''}${piece}`);
  return domain.length === 0
    ? html`<bdi class="address">${dotted(email)}</bdi>`
    : html`<bdi class="address">${dotted(local)}@<wbr>${dotted(domain.join('@'))}</bdi>`;
}

export function time(
  at: Date | null | undefined,
  style: 'dateTime' | 'date' = 'dateTime',
  t: Translator,
): SafeHtml {
  if (!at) return html`${t.t('app.never')}`;
  return html`<time datetime="${at.toISOString()}">${style === 'date' ? dateText(at, t) : dateTimeText(at, t)}</time>`;
}

/** How a role takes part, when not as a plain signer (issue 45): "Approver", "Witness for Tenant". */
export function kindText(t: Translator, role: Pick<Role, 'kind' | 'witnessFor'> | undefined): string | null {
  const kind = role?.kind ?? 'signer';
  if (kind === 'signer') return null;
  if (kind === 'witness') return t.t('kind.witnessFor', { role: role?.witnessFor ?? '—' });
  return t.t(`kind.${kind}`);
}
