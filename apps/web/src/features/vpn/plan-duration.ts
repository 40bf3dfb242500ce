/** The plan durations of spec 9, in months. */
export const PLAN_MONTHS = [1, 3, 6, 12, 24, 36] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

type PlanLabelKey = '1month' | `${Exclude<PlanMonths, 1>}months`;

/** The common.json `plans` key of a duration, or undefined for a duration we do not sell. */
export function planLabelKey(months: number): PlanLabelKey | undefined {
  if (!(PLAN_MONTHS as readonly number[]).includes(months)) return undefined;
  return months === 1 ? '1month' : (`${months}months` as PlanLabelKey);
}
