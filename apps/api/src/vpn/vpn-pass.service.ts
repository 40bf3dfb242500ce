import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import * as QRCode from 'qrcode';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import type { Prisma } from '../generated/prisma/client';
import { addMonths } from './months';
import { newPassCode } from './pass-code';
import { allocatePeer } from './peer-allocation';
import { PrivateKeyCipher } from './private-key-cipher';
import type { LocationResponse, PassResponse, PassStatus } from './vpn.responses';
import { newWireGuardKeyPair, renderWireGuardConfig } from './wireguard';

const passEnded = () => new DomainException(HttpStatus.CONFLICT, 'PASS_ENDED', 'This VPN pass has ended.');

export const passNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'PASS_NOT_FOUND', 'This VPN pass does not exist.');

const PASS_SELECT = {
  id: true,
  code: true,
  description: true,
  durationMonths: true,
  startsAt: true,
  endsAt: true,
  playerDevice: { select: { deviceId: true } },
  peers: {
    select: { address: true, publicKey: true, location: { select: { code: true, city: true, country: true, endpoint: true, sortOrder: true } } },
    orderBy: { location: { sortOrder: 'asc' } },
  },
} as const satisfies Prisma.VpnPassSelect;

type PassRow = Prisma.VpnPassGetPayload<{ select: typeof PASS_SELECT }>;

export function statusAt(startsAt: Date, endsAt: Date, now = new Date()): PassStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'active' : 'ended';
}

function toPass(p: PassRow, now = new Date()): PassResponse {
  const status = statusAt(p.startsAt, p.endsAt, now);
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    durationMonths: p.durationMonths,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    status,
    deviceId: p.playerDevice?.deviceId ?? null,
    // An ended pass's peers no longer work (the release job deletes them soon after).
    peers: (status === 'ended' ? [] : p.peers).map((peer) => ({
      location: { code: peer.location.code, city: peer.location.city, country: peer.location.country },
      address: peer.address,
      publicKey: peer.publicKey,
      endpoint: peer.location.endpoint,
    })),
  };
}

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
  ) {}

  private get db() {
    return this.txHost.tx;
  }

  /** availableCountriesList: the locations a pass gets a peer on. */
  async locations(): Promise<LocationResponse[]> {
    return this.db.vpnLocation.findMany({ where: { active: true }, select: { code: true, city: true, country: true }, orderBy: [{ sortOrder: 'asc' }, { code: 'asc' }] });
  }

  /** GET GetPass / Player/VpnPass: my passes, latest ending first; three statements whatever the page size. */
  async list(userId: string, query: PageQueryDto): Promise<Page<PassResponse>> {
    const [rows, total] = await Promise.all([
      this.db.vpnPass.findMany({ where: { userId }, select: PASS_SELECT, orderBy: [{ endsAt: 'desc' }, { id: 'asc' }], ...pageWindow(query) }),
      this.db.vpnPass.count({ where: { userId } }),
    ]);
    const now = new Date();
    return { items: rows.map((p) => toPass(p, now)), total };
  }

  async get(userId: string, passId: string): Promise<PassResponse> {
    const pass = await this.db.vpnPass.findFirst({ where: { id: passId, userId }, select: PASS_SELECT });
    if (!pass) throw passNotFound();
    return toPass(pass);
  }

  /** The pass attached to a player device (VpnPassFromOtp), if any. */
  async ofDevice(playerDeviceId: string): Promise<PassResponse | null> {
    const pass = await this.db.vpnPass.findFirst({ where: { playerDeviceId }, select: PASS_SELECT, orderBy: { endsAt: 'desc' } });
    return pass ? toPass(pass) : null;
  }

  /** A new pass with a peer on each location (fulfilment of an order; the demo seed). */
  async create(input: NewPass): Promise<PassResponse> {
    const id = await this.txHost.withTransaction(async () => {
      const startsAt = input.startsAt ?? new Date();
      // 31^12 possible codes: the unique index is the guard against the once-in-forever collision.
      const pass = await this.db.vpnPass.create({
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
      const locations = await this.db.vpnLocation.findMany({
        where: { active: true, ...(input.locations.length ? { code: { in: input.locations } } : {}) },
        select: { id: true, code: true, subnet: true },
      });
      for (const location of locations) await allocatePeer(this.db, pass.id, location, this.cipher);
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
      const pass = await this.db.vpnPass.findFirst({ where: { id: passId, userId }, select: { id: true, startsAt: true, endsAt: true, peers: { select: { id: true } } } });
      if (!pass) throw passNotFound();
      if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
      await this.db.vpnPass.update({ where: { id: pass.id }, data: { code: newPassCode() }, select: { id: true } });
      for (const peer of pass.peers) {
        const keys = newWireGuardKeyPair();
        await this.db.vpnPeer.update({ where: { id: peer.id }, data: { publicKey: keys.publicKey, privateKey: this.cipher.encrypt(keys.privateKey) }, select: { id: true } });
      }
    });
    return this.get(userId, passId);
  }

  async describe(userId: string, passId: string, description: string | null): Promise<PassResponse> {
    const updated = await this.db.vpnPass.updateMany({ where: { id: passId, userId }, data: { description } });
    if (updated.count === 0) throw passNotFound();
    return this.get(userId, passId);
  }

  /** The `.conf` of one location of my pass. */
  async config(userId: string, passId: string, locationCode: string): Promise<PeerConfig> {
    const pass = await this.db.vpnPass.findFirst({
      where: { id: passId, userId },
      select: {
        startsAt: true,
        endsAt: true,
        peers: { where: { location: { code: locationCode } }, select: { address: true, privateKey: true, location: { select: { code: true, endpoint: true, publicKey: true, dns: true } } } },
      },
    });
    if (!pass) throw passNotFound();
    if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
    const peer = pass.peers[0];
    if (!peer) throw new DomainException(HttpStatus.NOT_FOUND, 'LOCATION_NOT_FOUND', 'This pass has no peer on that location.');
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
        const pass = await this.db.vpnPass.findFirst({ where: { id: passId, userId }, select: { startsAt: true, endsAt: true } });
        if (!pass) throw passNotFound();
        if (statusAt(pass.startsAt, pass.endsAt) === 'ended') throw passEnded();
      }
      // One pass per device: whatever was attached before leaves it.
      await this.db.vpnPass.updateMany({ where: { playerDeviceId, userId }, data: { playerDeviceId: null } });
      if (passId !== null) await this.db.vpnPass.update({ where: { id: passId }, data: { playerDeviceId }, select: { id: true } });
    });
  }

  /** A refund ends the passes the order bought, now: their codes and configs stop working. */
  async endForOrder(orderItemIds: string[], now = new Date()): Promise<void> {
    await this.db.vpnPass.updateMany({ where: { orderItemId: { in: orderItemIds }, endsAt: { gt: now } }, data: { endsAt: now } });
    await this.releaseEnded(now);
  }

  /** Peers of ended passes go, so their addresses return to the pool. */
  async releaseEnded(now = new Date()): Promise<number> {
    const { count } = await this.db.vpnPeer.deleteMany({ where: { pass: { endsAt: { lte: now } } } });
    return count;
  }
}
