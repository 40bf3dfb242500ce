import type { Prisma } from '../../generated/prisma/client';

// The sandbox provider's SQL: its own record of payments (SandboxPayment), as a real provider keeps one.

/** One refund in a sandbox payment's list (the `refunds` jsonb column). */
export interface SandboxRefund {
  id: string;
  amountCents: number;
  /** The shop's Refund id: the provider pays each one once. */
  ref: string;
}

/**
 * Adds the refund to the paid payment's list unless it would pay back more than was paid or the
 * same `ref` is listed already; the last cent makes the payment refunded. One statement, so
 * concurrent refunds queue on the row.
 */
export async function addSandboxRefund(
  tx: Pick<Prisma.TransactionClient, '$executeRaw'>,
  sessionId: string,
  refund: SandboxRefund,
): Promise<void> {
  await tx.$executeRaw`
    UPDATE "SandboxPayment" p
    SET refunds = p.refunds || ${JSON.stringify([refund])}::jsonb,
        status = CASE WHEN refunded.total + ${refund.amountCents} >= p."amountCents" THEN 'refunded' ELSE p.status END,
        "updatedAt" = (now() AT TIME ZONE 'UTC')
    FROM (SELECT COALESCE(SUM((r->>'amountCents')::int), 0) AS total
          FROM "SandboxPayment" s, jsonb_array_elements(s.refunds) r WHERE s.id = ${sessionId}::uuid) refunded
    WHERE p.id = ${sessionId}::uuid AND p.status = 'paid'
      AND refunded.total + ${refund.amountCents} <= p."amountCents"
      AND NOT p.refunds @> ${JSON.stringify([{ ref: refund.ref }])}::jsonb`;
}
