import { Injectable } from '@nestjs/common';
import { HotQueries } from '../core/database/hot-queries';
import { Prisma } from '../generated/prisma/client';
import type { TicketPriority, TicketRatingValue, TicketStatus } from '../generated/prisma/enums';
import type { TicketRow } from './support.mapper';

/** A row of a customer's ticket page, with the number of their tickets (of that status) in all. */
interface TicketPageRow {
  total: number;
  id: string | null;
  number: number;
  subject: string;
  groupId: number;
  status: TicketStatus;
  priority: TicketPriority;
  createdAt: Date;
  lastActivityAt: Date;
  closedAt: Date | null;
  purchaseId: string | null;
  deviceId: string | null;
  passId: string | null;
  boxSerial: string | null;
  rating: TicketRatingValue | null;
  ratingComment: string | null;
  ratedAt: Date | null;
  ratingCreatedAt: Date | null;
}

/** The help desk's SQL: what Prisma's client would send as one statement per relation; a list, so through HotQueries (it says why). */
@Injectable()
export class SupportQueries {
  constructor(private readonly hot: HotQueries) {}

  /**
   * A page of a customer's tickets, latest activity first, and their total, in one statement (the
   * list is the desk's busiest call): the count always answers a row, the page joins it. The count
   * reads only the (userId, lastActivityAt) index; the page is cut from that index before its
   * related items and rating are looked up, so the work follows the page size, not the number of
   * the customer's tickets.
   */
  async customerTicketPage(
    userId: string,
    status: TicketStatus | undefined,
    skip: number,
    take: number,
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const statusFilter = status ? Prisma.sql`AND t.status = ${status}::"TicketStatus"` : Prisma.empty;
    const rows = await this.hot.sql<TicketPageRow>(Prisma.sql`
      SELECT c.total, p.* FROM (
        SELECT count(*)::int AS total FROM "Ticket" t WHERE t."userId" = ${userId}::uuid ${statusFilter}
      ) c
      LEFT JOIN LATERAL (
        SELECT m.id, m.number, m.subject, m."groupId", m.status::text AS status, m.priority::text AS priority,
               m."createdAt", m."lastActivityAt", m."closedAt",
               o."purchaseId", d."deviceId", m."passId", b.serial AS "boxSerial",
               r.rating::text AS rating, r.comment AS "ratingComment", r."ratedAt", r."createdAt" AS "ratingCreatedAt"
        FROM (
          SELECT t.id, t.number, t.subject, t."groupId", t.status, t.priority, t."createdAt", t."lastActivityAt",
                 t."closedAt", t."orderId", t."playerDeviceId", t."passId", t."boxId"
          FROM "Ticket" t WHERE t."userId" = ${userId}::uuid ${statusFilter}
          ORDER BY t."lastActivityAt" DESC, t.number DESC
          LIMIT ${take} OFFSET ${skip}
        ) m
        LEFT JOIN "Order" o ON o.id = m."orderId"
        LEFT JOIN "PlayerDevice" d ON d.id = m."playerDeviceId"
        LEFT JOIN "VpnBox" b ON b.id = m."boxId"
        LEFT JOIN "TicketRating" r ON r."ticketId" = m.id
        ORDER BY m."lastActivityAt" DESC, m.number DESC
      ) p ON true`);
    return { total: rows[0]?.total ?? 0, rows: rows.filter((r) => r.id !== null).map(toTicketRow) };
  }
}

function toTicketRow(r: TicketPageRow): TicketRow {
  return {
    id: r.id!,
    number: r.number,
    subject: r.subject,
    groupId: r.groupId,
    status: r.status,
    priority: r.priority,
    createdAt: r.createdAt,
    lastActivityAt: r.lastActivityAt,
    closedAt: r.closedAt,
    order: r.purchaseId === null ? null : { purchaseId: r.purchaseId },
    playerDevice: r.deviceId === null ? null : { deviceId: r.deviceId },
    passId: r.passId,
    box: r.boxSerial === null ? null : { serial: r.boxSerial },
    rating:
      r.rating === null
        ? null
        : { rating: r.rating, comment: r.ratingComment, ratedAt: r.ratedAt!, createdAt: r.ratingCreatedAt! },
  };
}
