import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { isUniqueViolation } from '../core/database/prisma-errors';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow, type Page } from '../core/http/pagination';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import { LicencePlatform, LicenceSource } from '../generated/prisma/client';
import { DeviceService, type DeviceActor } from './device.service';
import type { DeviceTargetDto, LicenceQueryDto } from './player.dto';
import { DEVICE_SELECT, toDeviceResponse, toLicenceResponse, type DeviceRow } from './player.mapper';
import { PlayerQueries } from './player.queries';
import type { DeviceResponse, LicenceResponse } from './player.responses';

export const FREE_TRIAL_DAYS = 7;

const licenceExists = () =>
  new DomainException(
    HttpStatus.CONFLICT,
    'LICENCE_EXISTS',
    'This device already has a lifetime licence for its platform.',
  );
const couponInvalid = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'COUPON_INVALID', 'This licence code is unknown or has been used.');

export const platformOf = (device: Pick<DeviceRow, 'platform'>): LicencePlatform =>
  device.platform.toUpperCase() as LicencePlatform;

/** The platform a licence coupon product unlocks, from its name ({product}-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME ...). */
export function couponPlatform(productName: string): LicencePlatform {
  if (productName.includes('-ANDROID-')) return LicencePlatform.ANDROID;
  if (productName.includes('-IOS-')) return LicencePlatform.IOS;
  return LicencePlatform.WEB;
}

const trialUsed = () => new DomainException(HttpStatus.CONFLICT, 'TRIAL_USED', 'This device has had its free trial.');

const hasLifetime = (device: DeviceRow) => device.licences.some((l) => l.lifetime && l.platform === platformOf(device));

/** Player licences: the list of mine, activation with a licence code, and the one free trial. */
@Injectable()
export class LicenceService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly devices: DeviceService,
    private readonly rateLimits: RateLimitService,
    private readonly queries: PlayerQueries,
  ) {}

  /** GET Licences: the licences of my devices, a page at a time, in the order asked for (one statement). */
  async list(userId: string, query: LicenceQueryDto): Promise<Page<LicenceResponse>> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.queries.licencePage(
      userId,
      query.sort ?? 'since',
      query.order ?? 'desc',
      skip,
      take,
    );
    const now = new Date();
    return { items: rows.map((l) => toLicenceResponse(l, now)), total };
  }

  /**
   * PlayerLicenceKey: a lifetime licence for the device from a licence code. The code is taken
   * with a conditional update inside the transaction, so of any number of attempts at once
   * exactly one uses it; a refused activation leaves it unused. Wrong codes count against the
   * caller's address like wrong device codes.
   */
  async activate(target: DeviceTargetDto, code: string, actor: DeviceActor): Promise<DeviceResponse> {
    const device = await this.devices.target(target, actor);
    await this.rateLimits.attempt('otp', { ip: actor.ip }, () => this.useCoupon(device, code), {
      failsOn: ['COUPON_INVALID'],
    });
    return this.answer(device.id);
  }

  private async useCoupon(device: DeviceRow, code: string): Promise<void> {
    try {
      await this.txHost.withTransaction(async () => {
        const coupon = await this.txHost.tx.couponCode.findUnique({
          where: { code },
          select: { id: true, usedAt: true, product: { select: { name: true } } },
        });
        if (!coupon || coupon.usedAt) throw couponInvalid();
        const platform = couponPlatform(coupon.product.name);
        if (platform !== platformOf(device)) {
          throw new DomainException(
            HttpStatus.CONFLICT,
            'COUPON_WRONG_PLATFORM',
            `This licence code is for ${platform.toLowerCase()} devices.`,
          );
        }
        if (hasLifetime(device)) throw licenceExists();
        const taken = await this.txHost.tx.couponCode.updateMany({
          where: { id: coupon.id, usedAt: null },
          data: { usedAt: new Date(), usedByDeviceId: device.id },
        });
        if (taken.count === 0) throw couponInvalid();
        await this.txHost.tx.licence.create({
          data: {
            playerDeviceId: device.id,
            platform,
            source: LicenceSource.COUPON,
            lifetime: true,
            couponCodeId: coupon.id,
            userId: device.userId,
          },
          select: { id: true },
        });
      });
    } catch (error) {
      // Another activation gave the device its lifetime licence at the same moment.
      if (isUniqueViolation(error)) throw licenceExists();
      throw error;
    }
  }

  /** Free: the device's one 7-day trial, ever; taken with a conditional update so two at once cannot both get it. */
  async startTrial(target: DeviceTargetDto, actor: DeviceActor): Promise<DeviceResponse> {
    const device = await this.devices.target(target, actor);
    if (hasLifetime(device)) throw licenceExists();
    try {
      await this.txHost.withTransaction(async () => {
        const now = new Date();
        const taken = await this.txHost.tx.playerDevice.updateMany({
          where: { id: device.id, freeTrialUsedAt: null },
          data: { freeTrialUsedAt: now },
        });
        if (taken.count === 0) throw trialUsed();
        await this.txHost.tx.licence.create({
          data: {
            playerDeviceId: device.id,
            platform: platformOf(device),
            source: LicenceSource.FREE_TRIAL,
            lifetime: false,
            since: now,
            endsAt: new Date(now.getTime() + FREE_TRIAL_DAYS * 24 * 60 * 60 * 1000),
            userId: device.userId,
          },
          select: { id: true },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw trialUsed();
      throw error;
    }
    return this.answer(device.id);
  }

  /**
   * Fulfilment of a bought licence, in the caller's transaction: a lifetime licence of the
   * device's platform. False when the device has one already (bought twice at once): the order
   * is then refunded by staff, never a second licence.
   */
  async grantPurchased(input: {
    playerDeviceId: string;
    productName: string;
    userId: string | null;
    orderItemId: string;
  }): Promise<boolean> {
    return this.queries.insertPurchasedLicence({
      playerDeviceId: input.playerDeviceId,
      platform: couponPlatform(input.productName),
      userId: input.userId,
      orderItemId: input.orderItemId,
    });
  }

  /** A refund takes the order's licences back. */
  async revokeForOrder(orderItemIds: string[]): Promise<void> {
    await this.txHost.tx.licence.deleteMany({
      where: { orderItemId: { in: orderItemIds }, source: LicenceSource.PURCHASE },
    });
  }

  private async answer(id: string): Promise<DeviceResponse> {
    return toDeviceResponse(
      await this.txHost.tx.playerDevice.findUniqueOrThrow({ where: { id }, select: DEVICE_SELECT }),
    );
  }
}
