import { PLAN_MONTHS, type PlanMonths } from '@shop/contracts';

type PlanLabelKey = '1month' | `${Exclude<PlanMonths, 1>}months`;

/** The common.json `plans` key of a duration, or undefined for a duration we do not sell. */
export function planLabelKey(months: number): PlanLabelKey | undefined {
  if (!(PLAN_MONTHS as readonly number[]).includes(months)) return undefined;
  return months === 1 ? '1month' : (`${months}months` as PlanLabelKey);
}
