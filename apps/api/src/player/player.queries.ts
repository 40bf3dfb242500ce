import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { HotQueries } from '../core/database/hot-queries';
import { jsonTimestamp, jsonTimestampOrNull, type JsonPage, type JsonTimestamp } from '../core/database/json-page';
import { Prisma } from '../generated/prisma/client';
import type { LicencePlatform, LicenceSource } from '../generated/prisma/enums';
import type { LicenceSort } from './player.dto';
import type { DeviceRow, LicenceListRow } from './player.mapper';

/** A bought licence to write: the device, the platform it unlocks, the buyer and the order item paid for it. */
export interface PurchasedLicence {
  playerDeviceId: string;
  platform: LicencePlatform;
  userId: string | null;
  orderItemId: string;
}

interface LicenceStateJson {
  platform: LicencePlatform;
  source: LicenceSource;
  since: JsonTimestamp;
  lifetime: boolean;
  endsAt: JsonTimestamp | null;
}

interface DeviceJson {
  id: string;
  deviceId: string;
  platform: string;
  model: string | null;
  appVersion: string | null;
  description: string | null;
  userId: string | null;
  pairedAt: JsonTimestamp | null;
  lastSeenAt: JsonTimestamp | null;
  freeTrialUsedAt: JsonTimestamp | null;
  licences: LicenceStateJson[];
  pass: { id: string; description: string | null; endsAt: JsonTimestamp } | null;
  playlistCount: number;
}

interface LicenceJson extends LicenceStateJson {
  id: string;
  deviceId: string;
  deviceDescription: string | null;
  deviceModel: string | null;
}

const toLicenceState = (l: LicenceStateJson) => ({
  platform: l.platform,
  source: l.source,
  since: jsonTimestamp(l.since),
  lifetime: l.lifetime,
  endsAt: jsonTimestampOrNull(l.endsAt),
});

/**
 * The licence list's orders, written once for the page and once for its aggregate: by the names
 * of the page's columns, which ORDER BY takes before the tables' (ties end with the id, as before).
 */
const LICENCE_ORDERS: Record<LicenceSort, Record<'asc' | 'desc', Prisma.Sql>> = {
  since: {
    asc: Prisma.sql`since ASC, id ASC`,
    desc: Prisma.sql`since DESC, id ASC`,
  },
  platform: {
    asc: Prisma.sql`platform ASC, since DESC, id ASC`,
    desc: Prisma.sql`platform DESC, since DESC, id ASC`,
  },
  device: {
    asc: Prisma.sql`"deviceDescription" ASC NULLS LAST, "deviceId" ASC, since DESC, id ASC`,
    desc: Prisma.sql`"deviceDescription" DESC NULLS LAST, "deviceId" DESC, since DESC, id ASC`,
  },
};

/** The player's SQL: what Prisma's client cannot say in one statement; the lists through HotQueries (it says why). */
@Injectable()
export class PlayerQueries {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly hot: HotQueries,
  ) {}

  /**
   * A lifetime licence, unless the device has one of that platform already (the unique index
   * decides, so two purchases at once cannot both write one): answers whether it was written.
   * Its times are UTC, like every timestamp column, whatever the session's time zone (a bare
   * now() would be local time).
   */
  async insertPurchasedLicence(licence: PurchasedLicence): Promise<boolean> {
    const rows = await this.txHost.tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "Licence" (id, platform, "playerDeviceId", "userId", source, since, lifetime, "orderItemId", "createdAt")
      VALUES (gen_random_uuid(), ${licence.platform}::"LicencePlatform", ${licence.playerDeviceId}::uuid, ${licence.userId}::uuid,
              'PURCHASE'::"LicenceSource", (now() AT TIME ZONE 'UTC'), true, ${licence.orderItemId}::uuid, (now() AT TIME ZONE 'UTC'))
      ON CONFLICT ("playerDeviceId", platform, lifetime) DO NOTHING
      RETURNING id`;
    return rows.length === 1;
  }

  /**
   * GET /api/Player: a page of the owner's devices (latest pairing first) with each one's licences,
   * latest-ending pass and playlist count, and the number of their devices, in one statement (Prisma's
   * client sent one per relation and one for the count). The page is cut before the relations are read.
   */
  async devicePage(userId: string, skip: number, take: number): Promise<{ rows: DeviceRow[]; total: number }> {
    const [page] = await this.hot.sql<JsonPage<DeviceJson>>(Prisma.sql`
      SELECT
        (SELECT count(*)::int FROM "PlayerDevice" d WHERE d."userId" = ${userId}::uuid) AS total,
        (SELECT coalesce(json_agg(json_build_object(
           'id', d.id, 'deviceId', d."deviceId", 'platform', d.platform, 'model', d.model, 'appVersion', d."appVersion",
           'description', d.description, 'userId', d."userId", 'pairedAt', d."pairedAt", 'lastSeenAt', d."lastSeenAt",
           'freeTrialUsedAt', d."freeTrialUsedAt",
           'licences', (
             SELECT coalesce(json_agg(json_build_object('platform', l.platform, 'source', l.source, 'since', l.since,
                                                        'lifetime', l.lifetime, 'endsAt', l."endsAt") ORDER BY l.since, l.id), '[]')
             FROM "Licence" l WHERE l."playerDeviceId" = d.id),
           'pass', (
             SELECT json_build_object('id', v.id, 'description', v.description, 'endsAt', v."endsAt")
             FROM "VpnPass" v WHERE v."playerDeviceId" = d.id ORDER BY v."endsAt" DESC, v.id LIMIT 1),
           'playlistCount', (SELECT count(*)::int FROM "Playlist" p WHERE p."playerDeviceId" = d.id)
         ) ORDER BY d."pairedAt" DESC, d.id), '[]')
         FROM (
           SELECT d.id, d."deviceId", d.platform, d.model, d."appVersion", d.description, d."userId", d."pairedAt",
                  d."lastSeenAt", d."freeTrialUsedAt"
           FROM "PlayerDevice" d WHERE d."userId" = ${userId}::uuid
           ORDER BY d."pairedAt" DESC, d.id LIMIT ${take} OFFSET ${skip}
         ) d) AS items`);
    return {
      total: page.total,
      rows: page.items.map((d) => ({
        id: d.id,
        deviceId: d.deviceId,
        platform: d.platform,
        model: d.model,
        appVersion: d.appVersion,
        description: d.description,
        userId: d.userId,
        pairedAt: jsonTimestampOrNull(d.pairedAt),
        lastSeenAt: jsonTimestampOrNull(d.lastSeenAt),
        freeTrialUsedAt: jsonTimestampOrNull(d.freeTrialUsedAt),
        licences: d.licences.map(toLicenceState),
        vpnPasses: d.pass
          ? [{ id: d.pass.id, description: d.pass.description, endsAt: jsonTimestamp(d.pass.endsAt) }]
          : [],
        _count: { playlists: d.playlistCount },
      })),
    };
  }

  /**
   * GET /api/Player/Licences: a page of the licences of the owner's devices, in the order asked
   * for, with the device each is on, and their number, in one statement.
   */
  async licencePage(
    userId: string,
    sort: LicenceSort,
    order: 'asc' | 'desc',
    skip: number,
    take: number,
  ): Promise<{ rows: LicenceListRow[]; total: number }> {
    const orderBy = LICENCE_ORDERS[sort][order];
    const [page] = await this.hot.sql<JsonPage<LicenceJson>>(Prisma.sql`
      SELECT
        (SELECT count(*)::int FROM "Licence" l JOIN "PlayerDevice" d ON d.id = l."playerDeviceId"
         WHERE d."userId" = ${userId}::uuid) AS total,
        (SELECT coalesce(json_agg(json_build_object(
           'id', id, 'platform', platform, 'source', source, 'since', since, 'lifetime', lifetime, 'endsAt', "endsAt",
           'deviceId', "deviceId", 'deviceDescription', "deviceDescription", 'deviceModel', "deviceModel"
         ) ORDER BY ${orderBy}), '[]')
         FROM (
           SELECT l.id, l.platform, l.source, l.since, l.lifetime, l."endsAt",
                  d."deviceId", d.description AS "deviceDescription", d.model AS "deviceModel"
           FROM "Licence" l JOIN "PlayerDevice" d ON d.id = l."playerDeviceId"
           WHERE d."userId" = ${userId}::uuid
           ORDER BY ${orderBy} LIMIT ${take} OFFSET ${skip}
         ) page) AS items`);
    return {
      total: page.total,
      rows: page.items.map((l) => ({
        id: l.id,
        ...toLicenceState(l),
        playerDevice: { deviceId: l.deviceId, description: l.deviceDescription, model: l.deviceModel },
      })),
    };
  }
}
