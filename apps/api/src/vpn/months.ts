/** `date` plus `months` calendar months, in UTC (31 Jan + 1 month runs into March, as JavaScript dates do). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Where a renewal's time starts: the later of now and the current end (an ended pass starts again today). */
export function renewalStart(endsAt: Date | null, now = new Date()): Date {
  return endsAt && endsAt > now ? endsAt : now;
}
