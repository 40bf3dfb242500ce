// How long a refused caller must wait (a 429's Retry-After), said the way a person would say it:
// "in 30 seconds", "in 10 minutes", "in about an hour", in the page's language.

export interface WaitSpan {
  unit: 'second' | 'minute' | 'hour';
  value: number;
}

/**
 * Rounds a wait sensibly: under 90 seconds in seconds; then whole minutes, rounded up, while that
 * is under 50 minutes; beyond that about so many hours (3592 s is "about an hour", not 60 minutes).
 */
export function waitSpan(seconds: number): WaitSpan {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return { unit: 'second', value: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 50) return { unit: 'minute', value: minutes };
  return { unit: 'hour', value: Math.max(1, Math.round(whole / 3600)) };
}

/** "in 30 seconds" / "in 10 minutes" / "in 2 hours" in `locale` (Intl: no texts of our own). */
export function relativeWait(span: WaitSpan, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(span.value, span.unit);
}

/** "2 hours" in `locale`, for texts that put a word such as "about" around the number. */
export function hoursText(hours: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(hours);
}
