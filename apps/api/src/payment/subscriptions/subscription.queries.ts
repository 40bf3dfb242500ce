import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { PaymentProvider } from '../../generated/prisma/enums';

/** A renewal ended by the lapse claim, to be cancelled at its provider. */
export interface LapsedSubscription {
  id: string;
  provider: PaymentProvider;
  providerSubscriptionId: string | null;
}

/** The renewals' SQL: the claim of those that lapsed. */
@Injectable()
export class SubscriptionQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * Ends up to `limit` renewals that are over (past due with their grace gone, or cancelled at the
   * period's end with that end reached) in one statement, and answers them. SKIP LOCKED: instances
   * running this at once each end different ones, and none twice.
   */
  async endLapsed(now: Date, limit = 100): Promise<LapsedSubscription[]> {
    return this.txHost.tx.$queryRaw<LapsedSubscription[]>`
      UPDATE "Subscription" SET status = 'ENDED', "endedAt" = ${now}, "updatedAt" = ${now}
       WHERE id IN (SELECT id FROM "Subscription"
                     WHERE (status = 'PAST_DUE' AND "graceUntil" <= ${now})
                        OR (status = 'ACTIVE' AND "cancelAtPeriodEnd" AND "paidThrough" <= ${now})
                     LIMIT ${limit} FOR UPDATE SKIP LOCKED)
       RETURNING id, provider::text AS provider, "providerSubscriptionId"`;
  }
}
