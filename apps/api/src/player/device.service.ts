import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { isUniqueViolation } from '../core/database/prisma-errors';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page, type PageQueryDto } from '../core/http/pagination';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import {
  deviceSecretMatches,
  hashDeviceSecret,
  isOtpShape,
  newDeviceSecret,
  newOtp,
  OTP_RENEW_BEFORE_MS,
  OTP_TTL_MS,
} from './device-code';
import type { DeviceInfoDto, DeviceTargetDto } from './player.dto';
import {
  DEVICE_SELECT,
  LICENCE_STATE_SELECT,
  licenceInForce,
  PLAYLIST_SELECT,
  toDeviceResponse,
  toPlaylistResponse,
  type DeviceRow,
} from './player.mapper';
import { PlayerQueries } from './player.queries';
import type { DeviceInfoResponse, DeviceResponse, OtpDeviceResponse } from './player.responses';

export const deviceNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'DEVICE_NOT_FOUND', 'This device does not exist.');
const otpInvalid = () =>
  new DomainException(
    HttpStatus.NOT_FOUND,
    'OTP_INVALID',
    'This code is unknown or has expired; the device shows a new one.',
  );
const secretInvalid = () =>
  new DomainException(
    HttpStatus.UNAUTHORIZED,
    'DEVICE_SECRET_INVALID',
    'This device is registered: send the secret of its first registration in X-Device-Secret.',
  );

/** Who is acting on a device: the code shown on its screen, or its owner's session. */
export interface DeviceActor {
  userId?: string;
  ip?: string;
}

/**
 * Player devices: registration by the app (DeviceInfo, with its secret), the code (OTP) it shows,
 * and finding a device for the web, by that code or as one of the caller's own.
 */
@Injectable()
export class DeviceService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly rateLimits: RateLimitService,
    private readonly queries: PlayerQueries,
  ) {}

  /** DeviceInfo: registers the device or refreshes it; failures with a wrong secret count per address. */
  deviceInfo(body: DeviceInfoDto, secret: string | undefined, ip: string | undefined): Promise<DeviceInfoResponse> {
    return this.rateLimits.attempt('device', { ip }, () => this.registerOrRefresh(body, secret), {
      failsOn: ['DEVICE_SECRET_INVALID'],
    });
  }

  private async registerOrRefresh(body: DeviceInfoDto, secret: string | undefined): Promise<DeviceInfoResponse> {
    const now = new Date();
    const reported = {
      platform: body.platform,
      model: body.model ?? null,
      appVersion: body.appVersion ?? null,
      lastSeenAt: now,
    };
    let issuedSecret: string | undefined;
    let device = await this.txHost.tx.playerDevice.findUnique({
      where: { deviceId: body.deviceId },
      select: { id: true, secretHash: true, otp: true, otpExpiresAt: true },
    });
    if (!device) {
      issuedSecret = newDeviceSecret();
      // ON CONFLICT DO NOTHING: of racing first registrations one inserts and gets the secret.
      const { count } = await this.txHost.tx.playerDevice.createMany({
        data: [{ deviceId: body.deviceId, secretHash: hashDeviceSecret(issuedSecret), ...reported }],
        skipDuplicates: true,
      });
      if (count === 0) throw secretInvalid();
      device = await this.txHost.tx.playerDevice.findUniqueOrThrow({
        where: { deviceId: body.deviceId },
        select: { id: true, secretHash: true, otp: true, otpExpiresAt: true },
      });
    } else {
      if (!device.secretHash || !deviceSecretMatches(secret, device.secretHash)) throw secretInvalid();
      await this.txHost.tx.playerDevice.update({ where: { id: device.id }, data: reported, select: { id: true } });
    }
    const keepCode =
      !body.newOtp &&
      device.otp &&
      device.otpExpiresAt &&
      device.otpExpiresAt.getTime() - now.getTime() > OTP_RENEW_BEFORE_MS;
    const code = keepCode
      ? { otp: device.otp!, otpExpiresAt: device.otpExpiresAt! }
      : await this.issueOtp(device.id, now);
    const state = await this.txHost.tx.playerDevice.findUniqueOrThrow({
      where: { id: device.id },
      select: {
        platform: true,
        userId: true,
        licences: { select: LICENCE_STATE_SELECT },
        playlists: { select: PLAYLIST_SELECT, orderBy: { createdAt: 'asc' } },
      },
    });
    return {
      ...(issuedSecret ? { deviceSecret: issuedSecret } : {}),
      otp: code.otp,
      otpExpiresAt: code.otpExpiresAt.toISOString(),
      paired: state.userId !== null,
      licence: licenceInForce(state.licences, state.platform, now),
      playlists: state.playlists.map(toPlaylistResponse),
    };
  }

  /** A new code for the device; the one it had ends at once (one live code per device). */
  private async issueOtp(id: string, now: Date): Promise<{ otp: string; otpExpiresAt: Date }> {
    const otpExpiresAt = new Date(now.getTime() + OTP_TTL_MS);
    for (let attempt = 0; ; attempt++) {
      const otp = newOtp();
      try {
        await this.txHost.tx.playerDevice.update({ where: { id }, data: { otp, otpExpiresAt }, select: { id: true } });
        return { otp, otpExpiresAt };
      } catch (error) {
        // Another device shows this code (1 in ~900 million): draw again.
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  /** The device whose live code this is; unknown and expired codes count as failures of the address. */
  async byOtp(otp: string, ip: string | undefined): Promise<DeviceRow> {
    return this.rateLimits.attempt(
      'otp',
      { ip },
      async () => {
        const device = isOtpShape(otp)
          ? await this.txHost.tx.playerDevice.findFirst({
              where: { otp, otpExpiresAt: { gt: new Date() } },
              select: DEVICE_SELECT,
            })
          : null;
        if (!device) throw otpInvalid();
        return device;
      },
      { failsOn: ['OTP_INVALID'] },
    );
  }

  /** One of the user's devices; any other id (unknown or somebody else's) is 404. */
  async owned(userId: string, deviceId: string): Promise<DeviceRow> {
    const device = await this.txHost.tx.playerDevice.findFirst({ where: { deviceId, userId }, select: DEVICE_SELECT });
    if (!device) throw deviceNotFound();
    return device;
  }

  /** The device a web call names: by its code when given, else by id among the caller's own. */
  target(target: DeviceTargetDto, actor: DeviceActor): Promise<DeviceRow> {
    if (target.otp !== undefined) return this.byOtp(target.otp, actor.ip);
    if (target.deviceId !== undefined && actor.userId) return this.owned(actor.userId, target.deviceId);
    // A device id without a session proves nothing.
    throw deviceNotFound();
  }

  async fromOtp(otp: string, actor: DeviceActor): Promise<OtpDeviceResponse> {
    const device = await this.byOtp(otp, actor.ip);
    const playlists = await this.txHost.tx.playlist.findMany({
      where: { playerDeviceId: device.id },
      select: PLAYLIST_SELECT,
      orderBy: { createdAt: 'asc' },
    });
    return {
      device: toDeviceResponse(device),
      paired: device.userId !== null,
      mine: !!actor.userId && device.userId === actor.userId,
      playlists: playlists.map(toPlaylistResponse),
    };
  }

  /**
   * PairWithAccount: the device showing this code becomes the caller's. The code is used up
   * (the device shows a new one at its next DeviceInfo). A device of another account stays
   * there until that account unpairs it.
   */
  async pair(userId: string, otp: string, ip: string | undefined): Promise<DeviceResponse> {
    const device = await this.byOtp(otp, ip);
    if (device.userId && device.userId !== userId) {
      throw new DomainException(
        HttpStatus.CONFLICT,
        'DEVICE_PAIRED_ELSEWHERE',
        'This device belongs to another account, which has to unpair it first.',
      );
    }
    const paired = await this.txHost.tx.playerDevice.updateMany({
      where: { id: device.id, OR: [{ userId: null }, { userId }] },
      data: { userId, pairedAt: device.userId ? undefined : new Date(), otp: null, otpExpiresAt: null },
    });
    if (paired.count === 0)
      throw new DomainException(
        HttpStatus.CONFLICT,
        'DEVICE_PAIRED_ELSEWHERE',
        'This device belongs to another account.',
      );
    return toDeviceResponse(await this.owned(userId, device.deviceId));
  }

  /** UnPairWithAccount: the device leaves the account; its licences and playlists stay with the device. */
  async unpair(userId: string, deviceId: string): Promise<void> {
    await this.txHost.withTransaction(async () => {
      const device = await this.owned(userId, deviceId);
      await this.txHost.tx.playerDevice.update({
        where: { id: device.id },
        data: { userId: null, pairedAt: null },
        select: { id: true },
      });
      // A pass stays with its owner: it is detached from a device that is no longer theirs.
      await this.txHost.tx.vpnPass.updateMany({ where: { playerDeviceId: device.id }, data: { playerDeviceId: null } });
    });
  }

  /** The answer for one of my devices. */
  async describeOwned(userId: string, deviceId: string): Promise<DeviceResponse> {
    return toDeviceResponse(await this.owned(userId, deviceId));
  }

  async describe(userId: string, deviceId: string, description: string | null): Promise<DeviceResponse> {
    const updated = await this.txHost.tx.playerDevice.updateMany({
      where: { deviceId, userId },
      data: { description },
    });
    if (updated.count === 0) throw deviceNotFound();
    return toDeviceResponse(await this.owned(userId, deviceId));
  }

  /** GET /api/Player: a page of my devices, newest pairing first (one statement, whatever the page size). */
  async list(userId: string, query: PageQueryDto): Promise<Page<DeviceResponse>> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.queries.devicePage(userId, skip, take);
    const now = new Date();
    return { items: rows.map((d) => toDeviceResponse(d, now)), total };
  }

  /** Drops codes that have expired, so the unique index only holds live ones. */
  async clearExpiredOtps(now = new Date()): Promise<number> {
    const { count } = await this.txHost.tx.playerDevice.updateMany({
      where: { otpExpiresAt: { lt: now } },
      data: { otp: null, otpExpiresAt: null },
    });
    return count;
  }
}
