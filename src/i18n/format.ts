// Dates and signing order as people read them, in the reader's language. We do not know a signer's
// time zone, so times are given in UTC and say so ("22 November 2026, 02:19 UTC"); the audit
// certificate prints the exact ISO 8601 value beside them.
import type { Translator } from './catalogue.ts';

const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/**
 * The tag every date of ours is written for, on the page, in the PDF, in e-mails and in the
 * certificate: plain "en" reads day-month-year ("27 November 2026"), so nobody misreads it; a
 * region ("en-US", "de-AT") keeps its own way.
 */
export function dateTag(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

function formattersFor(locale: string) {
  const tag = dateTag(locale);
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

/** Between the day and the time: a comma, Arabic's own comma, or in Chinese, Japanese and Korean a space. */
function joinerOf(locale: string): string {
  const language = locale.split('-')[0].toLowerCase();
  if (language === 'ar') return '، ';
  return language === 'ja' || language === 'zh' || language === 'ko' ? ' ' : ', ';
}

/** "22 November 2026, 02:19 UTC" (en), "22. November 2026, 02:19 UTC" (de), … */
export function formatDateTime(date: Date, locale: string): string {
  const { day, time } = formattersFor(locale);
  // The zone as the language places it ("UTC 13:50" in Chinese), but always its short name: Greek's
  // is "Συντονισμένη Παγκόσμια Ώρα", longer than the date, too long for a phone's line.
  const clock = time
    .formatToParts(date)
    .map((part) => (part.type === 'timeZoneName' && part.value.length > 5 ? 'UTC' : part.value))
    .join('');
  return `${day.format(date)}${joinerOf(locale)}${clock}`;
}

/** Where a signer stands in the signing order: "You sign second of three; the first signer has signed." */
export function orderText(t: Translator, position: number, count: number): string {
  const ordinals = t.list('order.ordinals');
  const numbers = t.list('order.numbers');
  const ordinal = (n: number) => ordinals[n] ?? String(n + 1);
  const number = (n: number) => numbers[n - 1] ?? String(n);
  if (count <= 1) return t.t('order.only');
  if (position === 0)
    return count === 2 ? t.t('order.firstOfTwo') : t.t('order.first', { count: number(count) });
  if (position === 1) return t.t('order.afterOne', { position: ordinal(1), count: number(count) });
  return t.t('order.afterMany', {
    position: ordinal(position),
    count: number(count),
    earlier: number(position),
  });
}

/** A wait in words, rounded up: "45 seconds", "14 minutes", "1 hour 5 minutes" (in the reader's language). */
export function waitText(t: Translator, seconds: number): string {
  if (seconds < 60) return t.n('wait.seconds', seconds);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t.n('wait.minutes', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest
    ? t.t('wait.hoursMinutes', { hours: t.n('wait.hours', hours), minutes: t.n('wait.minutes', rest) })
    : t.n('wait.hours', hours);
}

const shortFormatters = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();

function shortFormattersFor(locale: string) {
  const tag = dateTag(locale);
  let pair = shortFormatters.get(tag);
  if (!pair) {
    pair = {
      dateTime: new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'UTC',
        timeZoneName: 'short',
      }),
      date: new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    };
    shortFormatters.set(tag, pair);
  }
  return pair;
}

/** A moment in a list or a timeline: "21 Nov 2026, 10:00 UTC" (en), "21. Nov. 2026, 10:00 UTC" (de), … */
export function formatShortDateTime(date: Date, locale: string): string {
  return shortFormattersFor(locale).dateTime.format(date);
}

/** A day: "21 November 2026" (en), "21. November 2026" (de), … */
export function formatDate(date: Date, locale: string): string {
  return shortFormattersFor(locale).date.format(date);
}

/**
 * A calendar date stored as `YYYY-MM-DD` (a date field's value), as the locale writes it: "24 November
 * 2026" (en), "24. November 2026" (de), "24 novembre 2026" (fr), "24 de noviembre de 2026" (es). It
 * names a day, not a moment, so it is read and written in UTC: no time zone can move it to another day.
 * Anything else is returned as it is.
 */
export function formatCalendarDate(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const day = new Date(0);
  day.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return formatDate(day, locale);
}

export type DatePart = 'day' | 'month' | 'year';

/**
 * How the locale writes a date in digits, for a date a signer types: the order of day, month and
 * year and the separator ("27/11/2026" en, "27.11.2026" de, "11/27/2026" en-US).
 */
export function numericDatePattern(locale: string): { order: DatePart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(dateTag(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 27)));
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  const separator = parts.find((part) => part.type === 'literal')?.value.trim() || '/';
  return { order, separator };
}

/** A time ago or ahead in words, through Intl: "3 days ago", "in 2 hours" (in the reader's language). */
export function formatRelative(date: Date, now: Date, locale: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}
