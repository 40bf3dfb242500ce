import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import * as QRCode from 'qrcode';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import { lockRow } from '../core/database/row-lock';
import { addMonths, renewalStart } from './months';
import { newPassCode } from './pass-code';
import { allocatePeer } from './peer-allocation';
import { PrivateKeyCipher } from './private-key-cipher';
import { PASS_SELECT, statusAt, toLocationResponse, toPassResponse } from './vpn.mapper';
import { VpnQueries } from './vpn.queries';
import type { LocationResponse, PassResponse } from './vpn.responses';
import { newWireGuardKeyPair, renderWireGuardConfig } from './wireguard';

const passEnded = () => new DomainException(HttpStatus.CONFLICT, 'PASS_ENDED', 'This VPN pass has ended.');

export const passNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'PASS_NOT_FOUND', 'This VPN pass does not exist.');

export interface NewPass {
  userId: string;
  durationMonths: number;
  /** Location codes; empty: every active location. */
  locations: string[];
  startsAt?: Date;
  description?: string | null;
  orderItemId?: string;
}

/** A downloadable WireGuard config of one peer. */
export interface PeerConfig {
  fileName: string;
  text: string;
}

/**
 * VPN passes and their WireGuard peers: the owner's list, the code (the VPN app's login), its
 * rotation, the description, and the config file and QR code of each location.
 */
@Injectable()
export class VpnPassService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly cipher: PrivateKeyCipher,
    private readonly queries: VpnQueries,
  ) {}

  /** availableCountriesList: the locations a pass gets a peer on. */
  async locations(): Promise<LocationResponse[]> {
    const rows = await this.txHost.tx.vpnLocation.findMany({
      where: { active: true },
      select: { code: true, city: true, country: true },
      orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }],
    });
    return rows.map(toLocationResponse);
  }

  /** GET GetPass / Player/VpnPass: my passes, latest ending first; one statement whatever the page size. */
  async list(userId: string, query: PageQueryDto): Promise<Page<PassResponse>> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.queries.passPage(userId, skip, take);
    const now = new Date();
    return { items: rows.map((p) => toPassResponse(p, now)), total };
  }

  async get(userId: string, passId: string): Promise<PassResponse> {
    const pass = await this.txHost.tx.vpnPass.findFirst({ where: { id: passId, userId }, select: PASS_SELECT });
    if (!pass) throw passNotFound();
    return toPassResponse(pass);
  }

  /** The pass attached to a player device (VpnPassFromOtp), if any. */
  async ofDevice(playerDeviceId: string): Promise<PassResponse | null> {
    const pass = await this.txHost.tx.vpnPass.findFirst({
      where: { playerDeviceId },
      select: PASS_SELECT,
      orderBy: { endsAt: 'desc' },
    });
    return pass ? toPassResponse(pass) : null;
  }

  /** A new pass with a peer on each location (fulfilment of an order; the demo seed). */
  async create(input: NewPass): Promise<PassResponse> {
    const id = await this.txHost.withTransaction(async () => {
      const startsAt = input.startsAt ?? new Date();
      // 31^12 possible codes: the unique index is the guard against the once-in-forever collision.
      const pass = await this.txHost.tx.vpnPass.create({
        data: {
          userId: input.userId,
          code: newPassCode(),
          description: input.description ?? null,
          durationMonths: input.durationMonths,
          startsAt,
          endsAt: addMonths(startsAt, input.durationMonths),
          orderItemId: input.orderItemId,
        },
        select: { id: true },
      });
      const locations = await this.txHost.tx.vpnLocation.findMany({
        where: { active: true, ...(input.locations.length ? { code: { in: input.locations } } : {}) },
        select: { id: true, code: true, subnet: true },
      });
      for (const location of locations) await allocatePeer(this.txHost.tx, pass.id, location, this.cipher);
      return pass.id;
    });
    return this.get(input.userId, id);
  }

  /**
   * UpdatePassCode: a new login code and new keys for every peer. The old code and the old
   * keys stop working at once (the VPN servers read the peers from here); addresses stay.
   */
  async rotate(userId: string, passId: string): Promise<PassResponse> {
    await this.txHost.withTransaction(async () => {
      const pass = await this.txHost.tx.vpnPass.findFirst({
        where: { id: passId, userId },
        select: { id: true, startsAt: true, endsAt: true, peers: { select: { id: true } } },
      });
      if (!pass) throw passNotFound();
      if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
      await this.txHost.tx.vpnPass.update({
        where: { id: pass.id },
        data: { code: newPassCode() },
        select: { id: true },
      });
      for (const peer of pass.peers) {
        const keys = newWireGuardKeyPair();
        await this.txHost.tx.vpnPeer.update({
          where: { id: peer.id },
          data: { publicKey: keys.publicKey, privateKey: this.cipher.encrypt(keys.privateKey) },
          select: { id: true },
        });
      }
    });
    return this.get(userId, passId);
  }

  async describe(userId: string, passId: string, description: string | null): Promise<PassResponse> {
    const updated = await this.txHost.tx.vpnPass.updateMany({ where: { id: passId, userId }, data: { description } });
    if (updated.count === 0) throw passNotFound();
    return this.get(userId, passId);
  }

  /** The `.conf` of one location of my pass. */
  async config(userId: string, passId: string, locationCode: string): Promise<PeerConfig> {
    const pass = await this.txHost.tx.vpnPass.findFirst({
      where: { id: passId, userId },
      select: {
        startsAt: true,
        endsAt: true,
        peers: {
          where: { location: { code: locationCode } },
          select: {
            address: true,
            privateKey: true,
            location: { select: { code: true, endpoint: true, publicKey: true, dns: true } },
          },
        },
      },
    });
    if (!pass) throw passNotFound();
    if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
    const peer = pass.peers[0];
    if (!peer)
      throw new DomainException(HttpStatus.NOT_FOUND, 'LOCATION_NOT_FOUND', 'This pass has no peer on that location.');
    const text = renderWireGuardConfig({
      privateKey: this.cipher.decrypt(peer.privateKey),
      address: peer.address,
      dns: peer.location.dns,
      serverPublicKey: peer.location.publicKey,
      endpoint: peer.location.endpoint,
    });
    return { fileName: `nova-${peer.location.code}.conf`, text };
  }

  /** The same config as a QR code (PNG), for the WireGuard app's "scan from QR code". */
  async configQr(userId: string, passId: string, locationCode: string): Promise<PeerConfig & { png: Buffer }> {
    const config = await this.config(userId, passId, locationCode);
    const png = await QRCode.toBuffer(config.text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });
    return { ...config, fileName: config.fileName.replace(/\.conf$/, '.png'), png };
  }

  /** UpdatePass: attaches my pass to my device (or, with null, detaches the device's pass). */
  async attach(userId: string, playerDeviceId: string, passId: string | null): Promise<void> {
    await this.txHost.withTransaction(async () => {
      if (passId !== null) {
        const pass = await this.txHost.tx.vpnPass.findFirst({
          where: { id: passId, userId },
          select: { startsAt: true, endsAt: true },
        });
        if (!pass) throw passNotFound();
        if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
      }
      // One pass per device: whatever was attached before leaves it.
      await this.txHost.tx.vpnPass.updateMany({ where: { playerDeviceId, userId }, data: { playerDeviceId: null } });
      if (passId !== null)
        await this.txHost.tx.vpnPass.update({ where: { id: passId }, data: { playerDeviceId }, select: { id: true } });
    });
  }

  /**
   * A renewal (in the fulfilment's transaction): the end moves by `months` from the later of now
   * and the current end. The code and every peer's keys stay, so configured devices keep working;
   * a location the pass has no peer on any more (released after it ended) gets a new one.
   */
  async extend(passId: string, months: number, now = new Date()): Promise<{ from: Date; to: Date }> {
    await lockRow(this.txHost.tx, 'VpnPass', passId);
    const pass = await this.txHost.tx.vpnPass.findUniqueOrThrow({
      where: { id: passId },
      select: { id: true, endsAt: true, peers: { select: { locationId: true } } },
    });
    const from = renewalStart(pass.endsAt, now);
    const to = addMonths(from, months);
    await this.txHost.tx.vpnPass.update({
      where: { id: passId },
      data: { endsAt: to },
      select: { id: true },
    });
    const held = new Set(pass.peers.map((p) => p.locationId));
    const locations = await this.txHost.tx.vpnLocation.findMany({
      where: { active: true },
      select: { id: true, code: true, subnet: true },
    });
    for (const location of locations) {
      if (!held.has(location.id)) await allocatePeer(this.txHost.tx, pass.id, location, this.cipher);
    }
    return { from, to };
  }

  /**
   * A refund of the given order items takes back what their periods had still to give, pass by
   * pass: a pass they bought loses the rest of its first period, a renewal the rest of the period
   * it added; time bought by other items stays and moves up (a refunded purchase keeps its
   * renewals, from now). A pass left without time ends now and its peers go at once.
   */
  async endForOrder(orderItemIds: string[], now = new Date()): Promise<void> {
    if (orderItemIds.length === 0) return;
    const bought = await this.txHost.tx.vpnPass.findMany({
      where: { orderItemId: { in: orderItemIds } },
      select: { id: true, startsAt: true, durationMonths: true },
    });
    for (const pass of bought)
      await this.takeBack(pass.id, pass.startsAt, addMonths(pass.startsAt, pass.durationMonths), now);
    const renewals = await this.txHost.tx.orderItem.findMany({
      where: { id: { in: orderItemIds }, targetPassId: { not: null }, periodStartsAt: { not: null } },
      select: { targetPassId: true, periodStartsAt: true, periodEndsAt: true },
    });
    for (const item of renewals) {
      if (item.targetPassId && item.periodStartsAt && item.periodEndsAt)
        await this.takeBack(item.targetPassId, item.periodStartsAt, item.periodEndsAt, now);
    }
  }

  /** The pass's end moves back by what the period from `start` to `end` had left after now. */
  private async takeBack(passId: string, start: Date, end: Date, now: Date): Promise<void> {
    await lockRow(this.txHost.tx, 'VpnPass', passId);
    const pass = await this.txHost.tx.vpnPass.findUnique({ where: { id: passId }, select: { endsAt: true } });
    if (!pass) return;
    const unused = Math.max(0, end.getTime() - Math.max(now.getTime(), start.getTime()));
    const endsAt = new Date(Math.max(now.getTime(), pass.endsAt.getTime() - unused));
    if (endsAt < pass.endsAt)
      await this.txHost.tx.vpnPass.update({ where: { id: passId }, data: { endsAt }, select: { id: true } });
    // Revoked, not lapsed: no 30 days of kept keys.
    if (endsAt <= now) await this.txHost.tx.vpnPeer.deleteMany({ where: { passId } });
  }

  /** A failed automatic renewal: the pass is kept until `until` while the provider retries. */
  async holdUntil(passId: string, until: Date): Promise<void> {
    await this.txHost.tx.vpnPass.updateMany({ where: { id: passId, endsAt: { lt: until } }, data: { endsAt: until } });
  }

  /** The renewal was paid after all: the kept days go, and the paid period runs on from `paidThrough`. */
  async releaseHold(passId: string, paidThrough: Date): Promise<void> {
    await this.txHost.tx.vpnPass.updateMany({
      where: { id: passId, endsAt: { gt: paidThrough } },
      data: { endsAt: paidThrough },
    });
  }

  /** Every peer of the account's passes goes at once (an account deleted: nothing to renew). */
  async releasePeersOf(userId: string): Promise<number> {
    const { count } = await this.txHost.tx.vpnPeer.deleteMany({ where: { pass: { userId } } });
    return count;
  }

  /** Peers of passes ended by `endedBefore` go, so their addresses return to the pool. */
  async releaseEnded(endedBefore = new Date()): Promise<number> {
    const { count } = await this.txHost.tx.vpnPeer.deleteMany({ where: { pass: { endsAt: { lte: endedBefore } } } });
    return count;
  }
}
