import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import {
  ADDRESS_SELECT,
  BOX_SELECT,
  COUPON_SELECT,
  DEVICE_SELECT,
  LICENCE_SELECT,
  MAIL_SELECT,
  ORDER_SELECT,
  PASS_SELECT,
  SESSION_SELECT,
  SUBSCRIPTION_SELECT,
  TICKET_SELECT,
  toAccountExport,
  USER_SELECT,
  type AccountExport,
} from './account-export.mapper';

/**
 * GET /api/User/Export (GDPR articles 15 and 20): everything stored about the account, read in one
 * repeatable-read transaction so the file is one consistent picture. The one reader that crosses
 * every domain's tables (DESIGN section 1 keeps each table's access in its module): it only reads,
 * and each `select` (account-export.mapper.ts, which also turns the rows into the file) names the
 * columns the file shows, so a secret column (password hash, 2FA secret, a peer's private key,
 * token ids) never even leaves the database.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly rateLimits: RateLimitService,
  ) {}

  /** 10 an hour per account: each reads the whole account. */
  export(userId: string, ip: string | undefined, now = new Date()): Promise<AccountExport> {
    return this.rateLimits.attempt(
      'export',
      { ip, account: userId },
      () => this.txHost.withTransaction({ isolationLevel: 'RepeatableRead' }, () => this.read(userId, now)),
      'every-attempt',
    );
  }

  private async read(userId: string, now: Date): Promise<AccountExport> {
    const tx = this.txHost.tx;
    const user = await tx.user.findUnique({ where: { id: userId }, select: USER_SELECT });
    if (!user) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    const ordered = [{ createdAt: 'asc' as const }, { id: 'asc' as const }];
    return toAccountExport(
      {
        user,
        addresses: await tx.address.findMany({ where: { userId }, orderBy: ordered, select: ADDRESS_SELECT }),
        devices: await tx.playerDevice.findMany({ where: { userId }, orderBy: ordered, select: DEVICE_SELECT }),
        // Bought or redeemed by the account, or on one of its devices (bought by code without an account).
        licences: await tx.licence.findMany({
          where: { OR: [{ userId }, { playerDevice: { userId } }] },
          orderBy: [{ since: 'asc' }, { id: 'asc' }],
          select: LICENCE_SELECT,
        }),
        passes: await tx.vpnPass.findMany({ where: { userId }, orderBy: ordered, select: PASS_SELECT }),
        boxes: await tx.vpnBox.findMany({
          where: { userId },
          orderBy: [{ pairedAt: 'asc' }, { id: 'asc' }],
          select: BOX_SELECT,
        }),
        orders: await tx.order.findMany({ where: { userId }, orderBy: ordered, select: ORDER_SELECT }),
        subscriptions: await tx.subscription.findMany({
          where: { userId },
          orderBy: ordered,
          select: SUBSCRIPTION_SELECT,
        }),
        coupons: await tx.couponCode.findMany({ where: { ownerId: userId }, orderBy: ordered, select: COUPON_SELECT }),
        tickets: await tx.ticket.findMany({ where: { userId }, orderBy: ordered, select: TICKET_SELECT }),
        sessions: await tx.session.findMany({ where: { userId }, orderBy: ordered, select: SESSION_SELECT }),
        mails: await tx.mailOutbox.findMany({ where: { userId }, orderBy: ordered, select: MAIL_SELECT }),
      },
      now,
    );
  }
}
