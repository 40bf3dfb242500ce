/** `date` plus `months` calendar months, in UTC (31 Jan + 1 month runs into March, as JavaScript dates do). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}
