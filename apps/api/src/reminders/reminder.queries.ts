import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import type { ReminderKind } from '../generated/prisma/enums';

/** A pass or a box whose end falls in the reminder window, with the account to mail. */
export interface EndingRow {
  kind: 'pass' | 'box';
  id: string;
  /** The pass code or the box serial. */
  name: string;
  endsAt: Date;
  userId: string;
  email: string;
  userName: string;
  language: string;
  /** It renews automatically (a running subscription not cancelled): what the renewal bills. */
  renewsAmount: number | null;
  renewsCurrency: string | null;
}

/** Most reminders one run looks at; the next run takes the rest. */
const BATCH = 500;

/** The reminder job's SQL: the ends due, and the claim that makes each mail go once. */
@Injectable()
export class ReminderQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * Passes and boxes (the end of a box's last subscription) of confirmed accounts that want
   * reminders, ending in the next 7 days or ended in the last day, with what their automatic
   * renewal bills when one runs. A pass whose order item was refunded ended for that reason: it
   * gets no reminder.
   */
  ending(now: Date): Promise<EndingRow[]> {
    return this.txHost.tx.$queryRaw<EndingRow[]>`
      WITH ends AS (
        SELECT 'pass' AS kind, p.id, p.code AS name, p."endsAt", p."userId"
          FROM "VpnPass" p LEFT JOIN "OrderItem" oi ON oi.id = p."orderItemId"
         WHERE p."endsAt" > ${now}::timestamp - interval '1 day'
           AND p."endsAt" <= ${now}::timestamp + interval '7 days'
           AND oi."refundedAt" IS NULL
        UNION ALL
        SELECT 'box', b.id, b.serial, max(s."endsAt"), b."userId"
          FROM "VpnBox" b JOIN "BoxSubscription" s ON s."boxId" = b.id
         WHERE b."userId" IS NOT NULL
         GROUP BY b.id
        HAVING max(s."endsAt") > ${now}::timestamp - interval '1 day'
           AND max(s."endsAt") <= ${now}::timestamp + interval '7 days'
      )
      SELECT e.kind, e.id, e.name, e."endsAt", u.id AS "userId", u.email, u.name AS "userName", u.language,
             r."amountCents" AS "renewsAmount", r.currency AS "renewsCurrency"
        FROM ends e JOIN "User" u ON u.id = e."userId"
        LEFT JOIN LATERAL (
          SELECT s."amountCents", s.currency FROM "Subscription" s
           WHERE s.status = 'ACTIVE' AND NOT s."cancelAtPeriodEnd"
             AND (CASE WHEN e.kind = 'pass' THEN s."passId" ELSE s."boxId" END) = e.id
           LIMIT 1) r ON true
       WHERE u."reminderMails" AND u."deletedAt" IS NULL AND u."confirmedAt" IS NOT NULL
       ORDER BY e."endsAt", e.id
       LIMIT ${BATCH}`;
  }

  /**
   * Claims one reminder (in the caller's transaction, with its mail): false when it went already,
   * from this run or another instance's (the unique key of pass or box, end and kind).
   */
  async claim(row: Pick<EndingRow, 'kind' | 'id' | 'endsAt'>, kind: ReminderKind): Promise<boolean> {
    const { count } = await this.txHost.tx.expiryReminder.createMany({
      data: [
        {
          passId: row.kind === 'pass' ? row.id : null,
          boxId: row.kind === 'box' ? row.id : null,
          endsAt: row.endsAt,
          kind,
        },
      ],
      skipDuplicates: true,
    });
    return count === 1;
  }
}
