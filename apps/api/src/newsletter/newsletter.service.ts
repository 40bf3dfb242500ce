import { Injectable } from '@nestjs/common';
import { normaliseEmail, type UnsubscribeResponse } from '@shop/contracts';
import { PrismaService } from '../core/database/prisma.service';

@Injectable()
export class NewsletterService {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Records the opt-out whether or not an account uses the address, and answers the same either
   * way, so the endpoint cannot tell anyone which addresses have accounts.
   */
  async unsubscribe(email: string): Promise<UnsubscribeResponse> {
    // ON CONFLICT DO NOTHING: a repeated or concurrent unsubscribe is not an error.
    await this.prisma.emailOptOut.createMany({ data: [{ email: normaliseEmail(email) }], skipDuplicates: true });
    return { unsubscribed: true };
  }

  /** For marketing mail: true when the address asked for no more of it. */
  async isOptedOut(email: string): Promise<boolean> {
    const row = await this.prisma.emailOptOut.findUnique({ where: { email: normaliseEmail(email) }, select: { id: true } });
    return row !== null;
  }
}
