import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import type { LicencePlatform } from '../generated/prisma/enums';

/** A bought licence to write: the device, the platform it unlocks, the buyer and the order item paid for it. */
export interface PurchasedLicence {
  playerDeviceId: string;
  platform: LicencePlatform;
  userId: string | null;
  orderItemId: string;
}

/** The player's SQL: what Prisma's client cannot say in one statement. */
@Injectable()
export class PlayerQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

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
}
