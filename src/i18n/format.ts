// Dates and signing order as people read them, in the reader's language. We do not know a signer's
// time zone, so times are given in UTC and say so ("22 November 2026, 02:19 UTC"); the audit
// certificate prints the exact ISO 8601 value beside them.
import type { Translator } from './catalogue.ts';

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(locale: string) {
  // Plain "en" reads day-month-year: the month is spelt out, so nobody misreads it.
  const tag = locale === 'en' ? 'en-GB' : locale;
  let pair = formatters.get(tag);
  if (!pair) {
    pair = {
      day: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(tag, {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
    };
    formatters.set(tag, pair);
  }
  return pair;
}

/** "22 November 2026, 02:19 UTC" (en), "22. November 2026, 02:19 UTC" (de), … */
export function formatDateTime(date: Date, locale: string): string {
  const { day, time } = formattersFor(locale);
  return `${day.format(date)}, ${time.format(date)}`;
}

/** Where a signer stands in the signing order: "You sign second of three; the first signer has signed." */
export function orderText(t: Translator, position: number, count: number): string {
  const ordinals = t.list('order.ordinals');
  const numbers = t.list('order.numbers');
  const ordinal = (n: number) => ordinals[n] ?? String(n + 1);
  const number = (n: number) => numbers[n - 1] ?? String(n);
  if (count <= 1) return t.t('order.only');
  if (position === 0) return t.t('order.first', { count: number(count) });
  if (position === 1) return t.t('order.afterOne', { position: ordinal(1), count: number(count) });
  return t.t('order.afterMany', {
    position: ordinal(position),
    count: number(count),
    earlier: number(position),
  });
}
