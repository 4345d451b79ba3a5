// How the application writes times: in UTC (the server does not know the reader's zone), as a
// person reads them, inside <time> elements that carry the exact instant.
import { html, type SafeHtml } from '../platform/http/html.ts';
import { en } from './strings/en.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});
const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "21 Nov 2026, 10:00 UTC" */
export function dateTimeText(at: Date): string {
  return `${DATE_TIME.format(at)} ${en.utc}`;
}

/** "21 November 2026" */
export function dateText(at: Date): string {
  return DATE.format(at);
}

export function time(at: Date | null | undefined, style: 'dateTime' | 'date' = 'dateTime'): SafeHtml {
  if (!at) return html`${en.never}`;
  return html`<time datetime="${at.toISOString()}">${style === 'date' ? dateText(at) : dateTimeText(at)}</time>`;
}
