import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { normaliseEmail } from '@shop/contracts';
import type { PrismaTransactions } from '../core/database/database.module';
import type { UnsubscribeResponseBody } from './newsletter.responses';

@Injectable()
export class NewsletterService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * Records the opt-out whether or not an account uses the address, and answers the same either
   * way, so the endpoint cannot tell anyone which addresses have accounts.
   */
  async unsubscribe(email: string): Promise<UnsubscribeResponseBody> {
    // ON CONFLICT DO NOTHING: a repeated or concurrent unsubscribe is not an error.
    await this.txHost.tx.emailOptOut.createMany({ data: [{ email: normaliseEmail(email) }], skipDuplicates: true });
    return { unsubscribed: true };
  }

  /** For marketing mail: true when the address asked for no more of it. */
  async isOptedOut(email: string): Promise<boolean> {
    const row = await this.txHost.tx.emailOptOut.findUnique({
      where: { email: normaliseEmail(email) },
      select: { id: true },
    });
    return row !== null;
  }
}
