const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['year', 365 * 24 * 60 * 60],
];

/**
 * How long ago `iso` was, in `locale`'s words ("now", "5 minutes ago", "yesterday", "3 months
 * ago"): Intl only, no texts of our own. Under a minute is "now".
 */
export function timeAgo(iso: string, now: Date, locale: string): string {
  const seconds = Math.max(0, (now.getTime() - Date.parse(iso)) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let unit: [Intl.RelativeTimeFormatUnit, number] | undefined;
  for (const candidate of UNITS) if (seconds >= candidate[1]) unit = candidate;
  if (!unit) return format.format(0, 'second');
  return format.format(-Math.floor(seconds / unit[1]), unit[0]);
}
