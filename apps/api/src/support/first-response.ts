import type { Env } from '../core/config/env.schema';
import type { TicketPriority } from '../generated/prisma/enums';

const HOUR_MS = 3_600_000;

/** When a ticket of this priority, opened at `openedAt`, must have its first staff reply (SUPPORT_FIRST_RESPONSE_*_HOURS). */
export function firstResponseDue(env: Env, priority: TicketPriority, openedAt: Date): Date {
  const hours: Record<TicketPriority, number> = {
    URGENT: env.SUPPORT_FIRST_RESPONSE_URGENT_HOURS,
    HIGH: env.SUPPORT_FIRST_RESPONSE_HIGH_HOURS,
    NORMAL: env.SUPPORT_FIRST_RESPONSE_NORMAL_HOURS,
    LOW: env.SUPPORT_FIRST_RESPONSE_LOW_HOURS,
  };
  return new Date(openedAt.getTime() + hours[priority] * HOUR_MS);
}
