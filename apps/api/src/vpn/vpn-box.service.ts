import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import { lockRow } from '../core/database/row-lock';
import { recountBoxStock, takeBoxFromShelf } from './box-stock.queries';
import { addMonths, renewalStart } from './months';
import { newPassCode } from './pass-code';
import { BOX_SELECT, toBoxResponse } from './vpn.mapper';
import { VpnQueries } from './vpn.queries';
import type { BoxResponse, BoxSerialResponse } from './vpn.responses';

const serialUnknown = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'BOX_SERIAL_UNKNOWN', 'No VPN box has this serial number.');
const alreadyPaired = () =>
  new DomainException(HttpStatus.CONFLICT, 'BOX_ALREADY_PAIRED', 'This VPN box is already paired with an account.');
const boxNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'BOX_NOT_FOUND', 'This VPN box is not one of yours.');

/** Provisional serial of a box sold past the last one in stock: NOVA-BOX- and 12 unambiguous characters (without the dashes of a pass code). */
function newBoxSerial(): string {
  return `NOVA-BOX-${newPassCode().replace(/-/g, '')}`;
}

/** VPN boxes: pairing a box by the serial printed on it, and the list of mine with their subscriptions. */
@Injectable()
export class VpnBoxService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly rateLimits: RateLimitService,
    private readonly queries: VpnQueries,
  ) {}

  /** GET /api/VpnBox: my boxes, latest paired first; one statement whatever the page size. */
  async list(userId: string, query: PageQueryDto): Promise<Page<BoxResponse>> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.queries.boxPage(userId, skip, take);
    const now = new Date();
    return { items: rows.map((b) => toBoxResponse(b, now)), total };
  }

  /** CheckSerial: a box that exists and is free to pair; unknown serials count against the address. */
  async check(serial: string, ip: string | undefined): Promise<BoxSerialResponse> {
    const box = await this.find(serial, ip);
    if (box.userId !== null) throw alreadyPaired();
    return { serial: box.serial, available: true };
  }

  async pair(userId: string, serial: string, ip: string | undefined): Promise<BoxResponse> {
    const box = await this.find(serial, ip);
    if (box.userId !== userId) {
      const now = new Date();
      // A box in someone's hands is off the shelf: one never sold through the shop counts as sold now.
      const taken = await this.txHost.tx.vpnBox.updateMany({
        where: { id: box.id, userId: null },
        data: { userId, pairedAt: now, soldAt: box.soldAt ?? now },
      });
      if (taken.count === 0) throw alreadyPaired();
      if (box.soldAt === null) await recountBoxStock(this.txHost.tx);
    }
    return toBoxResponse(await this.txHost.tx.vpnBox.findUniqueOrThrow({ where: { id: box.id }, select: BOX_SELECT }));
  }

  /**
   * Fulfilment of a hardware order: the box longest in stock, sold and paired to the buyer with its
   * subscription from today, and the hardware stock counted again (box-stock.queries.ts); answers its id for
   * the shipment. A sale past the last box (`fromStock` false) gets a box under a provisional serial,
   * to be sent once boxes are in again. In the caller's transaction.
   */
  async provideForOrder(input: {
    userId: string;
    durationMonths: number;
    orderItemId: string;
    now?: Date;
  }): Promise<{ id: string; serial: string; fromStock: boolean }> {
    const now = input.now ?? new Date();
    const sold = { userId: input.userId, pairedAt: now, soldAt: now };
    const subscriptions = {
      create: {
        durationMonths: input.durationMonths,
        startsAt: now,
        endsAt: addMonths(now, input.durationMonths),
        orderItemId: input.orderItemId,
      },
    };
    const shelved = await takeBoxFromShelf(this.txHost.tx);
    const box = shelved
      ? await this.txHost.tx.vpnBox.update({
          where: { id: shelved.id },
          data: { ...sold, subscriptions },
          select: { id: true, serial: true },
        })
      : await this.txHost.tx.vpnBox.create({
          data: { serial: newBoxSerial(), ...sold, subscriptions },
          select: { id: true, serial: true },
        });
    await recountBoxStock(this.txHost.tx);
    return { ...box, fromStock: shelved !== null };
  }

  /**
   * A renewal of the box's subscription (in the fulfilment's transaction): a new period from the
   * later of now and the end of its last one, bought by `orderItemId` (a refund ends just that period).
   */
  async extend(
    boxId: string,
    months: number,
    orderItemId: string,
    now = new Date(),
  ): Promise<{ from: Date; to: Date }> {
    await lockRow(this.txHost.tx, 'VpnBox', boxId);
    const last = await this.txHost.tx.boxSubscription.findFirst({
      where: { boxId },
      select: { endsAt: true },
      orderBy: { endsAt: 'desc' },
    });
    const from = renewalStart(last?.endsAt ?? null, now);
    const to = addMonths(from, months);
    await this.txHost.tx.boxSubscription.create({
      data: { boxId, durationMonths: months, startsAt: from, endsAt: to, orderItemId },
      select: { id: true },
    });
    return { from, to };
  }

  /**
   * A failed automatic renewal: the box keeps its service until `until` (a grace period after its
   * last paid one) while the provider retries.
   */
  async holdUntil(boxId: string, until: Date, months: number): Promise<void> {
    await lockRow(this.txHost.tx, 'VpnBox', boxId);
    const last = await this.txHost.tx.boxSubscription.findFirst({
      where: { boxId },
      select: { endsAt: true },
      orderBy: { endsAt: 'desc' },
    });
    if (last && last.endsAt >= until) return;
    await this.txHost.tx.boxSubscription.create({
      data: { boxId, durationMonths: months, startsAt: last?.endsAt ?? new Date(), endsAt: until, grace: true },
      select: { id: true },
    });
  }

  /** The renewal was paid after all: the grace period goes (the paid one follows the last paid period). */
  async releaseHold(boxId: string): Promise<void> {
    await this.txHost.tx.boxSubscription.deleteMany({ where: { boxId, grace: true } });
  }

  /**
   * A refund of the given order items ends the box periods they bought: what a period had left
   * after now goes (a period not begun yet goes whole), and the box's later periods move up by
   * that much, so no gap is left between the time it keeps.
   */
  async endForOrder(orderItemIds: string[], now = new Date()): Promise<void> {
    if (orderItemIds.length === 0) return;
    const refunded = await this.txHost.tx.boxSubscription.findMany({
      where: { orderItemId: { in: orderItemIds } },
      select: { id: true, boxId: true },
      orderBy: { startsAt: 'desc' },
    });
    for (const { id, boxId } of refunded) {
      await lockRow(this.txHost.tx, 'VpnBox', boxId);
      const period = await this.txHost.tx.boxSubscription.findUnique({
        where: { id },
        select: { startsAt: true, endsAt: true },
      });
      if (!period) continue;
      const unused = period.endsAt.getTime() - Math.max(now.getTime(), period.startsAt.getTime());
      if (unused <= 0) continue;
      if (period.startsAt > now) await this.txHost.tx.boxSubscription.delete({ where: { id }, select: { id: true } });
      else await this.txHost.tx.boxSubscription.update({ where: { id }, data: { endsAt: now }, select: { id: true } });
      const later = await this.txHost.tx.boxSubscription.findMany({
        where: { boxId, startsAt: { gte: period.endsAt } },
        select: { id: true, startsAt: true, endsAt: true },
      });
      for (const next of later)
        await this.txHost.tx.boxSubscription.update({
          where: { id: next.id },
          data: {
            startsAt: new Date(next.startsAt.getTime() - unused),
            endsAt: new Date(next.endsAt.getTime() - unused),
          },
          select: { id: true },
        });
    }
  }

  /**
   * Boxes of a refunded order that were never sent: they leave the buyer's account (nothing reaches
   * them) and go back on the shelf, in stock again, as new: the periods the refunded items bought go
   * with them (never used, since the box never left), so the box's next buyer sees only their own.
   */
  async withdrawForOrder(orderItemIds: string[]): Promise<void> {
    await this.txHost.tx.vpnBox.updateMany({
      where: { subscriptions: { some: { orderItemId: { in: orderItemIds } } } },
      data: { userId: null, pairedAt: null, soldAt: null },
    });
    await this.txHost.tx.boxSubscription.deleteMany({ where: { orderItemId: { in: orderItemIds } } });
    await recountBoxStock(this.txHost.tx);
  }

  /** UnPair: the box leaves my account (its subscription stays with the box). */
  async unpair(userId: string, serial: string): Promise<void> {
    const released = await this.txHost.tx.vpnBox.updateMany({
      where: { serial, userId },
      data: { userId: null, pairedAt: null },
    });
    if (released.count === 0) throw boxNotFound();
  }

  private find(serial: string, ip: string | undefined) {
    return this.rateLimits.attempt(
      'serial',
      { ip },
      async () => {
        const box = await this.txHost.tx.vpnBox.findUnique({
          where: { serial },
          select: { id: true, serial: true, userId: true, soldAt: true },
        });
        if (!box) throw serialUnknown();
        return box;
      },
      { failsOn: ['BOX_SERIAL_UNKNOWN'] },
    );
  }
}
