import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { Prisma, type User } from '../generated/prisma/client';
import { VpnPassService } from '../vpn/vpn-pass.service';

/** What the erasure needs of the account, read before it (the last mail needs it too). */
export type ErasedAccount = Pick<User, 'id' | 'email' | 'name' | 'surname' | 'country' | 'language'>;

/** Written over the text the customer's tickets held: staff see that something was there. */
export const ERASED_TEXT = '[erased: the customer deleted the account]';

/** The address a deleted account's row carries: unique, never deliverable (.invalid, RFC 2606), no one's. */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * The erasure of an account (GDPR article 17), step by step, in the caller's transaction. The one
 * place besides the export that touches every domain's tables: the deletion has to reach all of
 * them at once or not at all.
 *
 * Ended or erased: sessions (deleted: their tokens stop at the next request), one-time links and
 * login challenges, addresses, playlists; devices and boxes are unpaired; passes and box
 * subscriptions end now and the passes' WireGuard peers are released (the vpn module's release);
 * every mail to the account or its address; the public conversation of its tickets (the
 * customer's messages and support's replies, which greet them by name) with their files, the
 * tickets' subjects and rating comments.
 *
 * Kept: invoices, credit notes and their orders (numbers, amounts, order rows, the billing address
 * printed on them, filled from the account where checkout left it empty) for the statutory period,
 * detached from the account (userId, e-mail gone); the shipping address only of a box still to be
 * sent. The user row stays, anonymised and marked deletedAt, because tickets, their history and a
 * reseller's coupon codes belong to it; staff's internal notes stay with the tickets. A licence stays
 * with its device (it was bought for the device), without the buyer. A marketing opt-out
 * (EmailOptOut) stays: it is the address's own objection and must outlive the account.
 */
@Injectable()
export class AccountErasure {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly passes: VpnPassService,
  ) {}

  async erase(account: ErasedAccount, now: Date): Promise<void> {
    await this.endAccess(account.id);
    await this.endProducts(account.id, now);
    await this.detachOrders(account);
    await this.eraseTickets(account.id);
    await this.eraseMails(account);
    await this.anonymise(account.id, now);
  }

  /** Sessions, one-time links and login challenges: nothing opens the account any more. */
  private async endAccess(userId: string): Promise<void> {
    const tx = this.txHost.tx;
    await tx.session.deleteMany({ where: { userId } });
    await tx.oneTimeToken.deleteMany({ where: { userId } });
    await tx.loginChallenge.deleteMany({ where: { userId } });
    await tx.address.deleteMany({ where: { userId } });
  }

  /** Devices and boxes leave the account; passes and box subscriptions end now. */
  private async endProducts(userId: string, now: Date): Promise<void> {
    const tx = this.txHost.tx;
    await tx.playlist.deleteMany({ where: { playerDevice: { userId } } });
    await tx.playerDevice.updateMany({ where: { userId }, data: { userId: null, pairedAt: null, description: null } });
    await tx.licence.updateMany({ where: { userId }, data: { userId: null } });
    await tx.vpnPass.updateMany({ where: { userId, endsAt: { gt: now } }, data: { endsAt: now } });
    await tx.vpnPass.updateMany({ where: { userId }, data: { description: null, playerDeviceId: null } });
    await this.passes.releasePeersOf(userId);
    await tx.boxSubscription.updateMany({ where: { box: { userId }, endsAt: { gt: now } }, data: { endsAt: now } });
    await tx.vpnBox.updateMany({ where: { userId }, data: { userId: null, pairedAt: null } });
    await tx.discountRedemption.updateMany({ where: { userId }, data: { userId: null } });
  }

  /**
   * The billing records stay, without the account: an order that was ever paid keeps its billing
   * address (the account's name and country when checkout copied none, as its invoice printed
   * them), one never paid keeps no address; a box still to be sent keeps where it goes.
   */
  private async detachOrders(account: ErasedAccount): Promise<void> {
    const tx = this.txHost.tx;
    const asInvoiced: Prisma.InputJsonObject = {
      name: account.name,
      surname: account.surname,
      country: account.country,
    };
    await tx.order.updateMany({
      where: { userId: account.id, paidAt: { not: null }, billingAddress: { equals: Prisma.AnyNull } },
      data: { billingAddress: asInvoiced },
    });
    await tx.order.updateMany({
      where: { userId: account.id, paidAt: null },
      data: { billingAddress: Prisma.DbNull, shippingAddress: Prisma.DbNull },
    });
    await tx.order.updateMany({
      where: { userId: account.id, NOT: { shipment: { status: 'PENDING' } } },
      data: { shippingAddress: Prisma.DbNull },
    });
    await tx.order.updateMany({ where: { userId: account.id }, data: { userId: null, email: null } });
  }

  /**
   * The tickets stay for support's records (numbers, states, dates, internal notes), their public
   * conversation goes: subjects and public messages are overwritten, their files deleted, rating
   * comments dropped (from the history too, which copies them).
   */
  private async eraseTickets(userId: string): Promise<void> {
    const tx = this.txHost.tx;
    const publicMessages = { ticket: { userId }, internal: false } satisfies Prisma.TicketMessageWhereInput;
    await tx.ticketAttachment.deleteMany({ where: { message: publicMessages } });
    await tx.ticketMessage.updateMany({ where: publicMessages, data: { body: ERASED_TEXT } });
    await tx.ticket.updateMany({ where: { userId }, data: { subject: ERASED_TEXT } });
    await tx.ticket.updateMany({ where: { assigneeId: userId }, data: { assigneeId: null } });
    await tx.ticketRating.updateMany({ where: { ticket: { userId } }, data: { comment: null } });
    const ratings = await tx.ticketEvent.findMany({
      where: { ticket: { userId }, action: 'rating' },
      select: { id: true, before: true, after: true },
    });
    for (const event of ratings) {
      await tx.ticketEvent.update({
        where: { id: event.id },
        data: { before: withoutComment(event.before), after: withoutComment(event.after) },
        select: { id: true },
      });
    }
  }

  /** Every mail to the account or its address, sent or not (their text names the holder). */
  private async eraseMails(account: ErasedAccount): Promise<void> {
    await this.txHost.tx.mailOutbox.deleteMany({ where: { OR: [{ userId: account.id }, { to: account.email }] } });
  }

  /** The row stays for what hangs on it, naming no one; no password, key or role opens it. */
  private async anonymise(userId: string, now: Date): Promise<void> {
    await this.txHost.tx.user.update({
      where: { id: userId },
      data: {
        email: deletedEmail(userId),
        // Not an argon2 hash: no password verifies against it.
        passwordHash: '',
        name: '',
        surname: '',
        roles: [],
        isReseller: false,
        confirmedAt: null,
        tfaEnabled: false,
        tfaSecret: null,
        tfaPendingSecret: null,
        tfaLastStep: null,
        tfaVerifiedAt: null,
        lastLoginAt: null,
        deletedAt: now,
      },
      select: { id: true },
    });
  }
}

/** A rating's history snapshot without its comment (the verdict stays). */
function withoutComment(snapshot: Prisma.JsonValue): Prisma.InputJsonValue | typeof Prisma.DbNull {
  if (snapshot === null) return Prisma.DbNull;
  if (typeof snapshot !== 'object' || Array.isArray(snapshot)) return snapshot;
  const { comment: _comment, ...rest } = snapshot;
  return rest as Prisma.InputJsonObject;
}
