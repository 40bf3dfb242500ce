import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { HotQueries } from '../../core/database/hot-queries';
import { Prisma } from '../../generated/prisma/client';
import type { TicketPriority, TicketStatus } from '../../generated/prisma/enums';
import type { StaffSort } from './staff.dto';

/** The filters of the staff list, in the database's words. */
export interface StaffTicketFilter {
  status?: TicketStatus;
  /** Open or pending (not closed). */
  unsolved?: boolean;
  groupId?: number;
  assigneeId?: string;
  unassigned?: boolean;
  priority?: TicketPriority;
  /** A search term as typed (words, a ticket number or an e-mail address). */
  q?: string;
}

/** A row of the staff list, with the number of tickets matching in all. */
export interface StaffTicketRow {
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
  waitingSince: Date | null;
  firstResponseDueAt: Date;
  firstRespondedAt: Date | null;
  breached: boolean;
  customerId: string;
  customerName: string;
  customerSurname: string;
  customerEmail: string;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeSurname: string | null;
  assigneeEmail: string | null;
}

/** A ticket number as people quote it: 1042 or #1042. */
const TICKET_NUMBER = /^#?(\d{1,9})$/;

/** Open tickets not yet answered first, by due time (breached ones are the earliest), then the others. */
const ORDER_BY: Record<StaffSort, Prisma.Sql> = {
  due: Prisma.sql`(m."firstRespondedAt" IS NULL AND m.status <> 'CLOSED') DESC, m."firstResponseDueAt" ASC, m."waitingSince" ASC NULLS LAST, m.number DESC`,
  relevance: Prisma.sql`m.rank DESC, m."lastActivityAt" DESC, m.number DESC`,
  activity: Prisma.sql`m."lastActivityAt" DESC, m.number DESC`,
  newest: Prisma.sql`m.number DESC`,
  oldest: Prisma.sql`m.number ASC`,
};

/** The console's view counts, as `counts` answers them. */
export interface StaffCountsRow {
  mine: number;
  unassigned: number;
  open: number;
  pending: number;
  closed: number;
  breached: number;
}

/** The staff console's SQL (raw: search, ranking and the total in one statement); the list through HotQueries (it says why). */
@Injectable()
export class StaffQueries {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly hot: HotQueries,
  ) {}

  /**
   * A page of the staff list and its total in one statement. With a search term, the tickets
   * whose subject or any message (internal notes included) matches the words (the GIN indexes on
   * the generated `search` columns, `simple` configuration), whose number is the term, or whose
   * customer's e-mail is the term, ranked (an exact number or e-mail first, then ts_rank).
   */
  async page(filter: StaffTicketFilter, sort: StaffSort, skip: number, take: number): Promise<StaffTicketRow[]> {
    const where: Prisma.Sql[] = [];
    if (filter.status) where.push(Prisma.sql`t.status = ${filter.status}::"TicketStatus"`);
    if (filter.unsolved) where.push(Prisma.sql`t.status <> 'CLOSED'`);
    if (filter.priority) where.push(Prisma.sql`t.priority = ${filter.priority}::"TicketPriority"`);
    if (filter.groupId !== undefined) where.push(Prisma.sql`t."groupId" = ${filter.groupId}`);
    if (filter.assigneeId) where.push(Prisma.sql`t."assigneeId" = ${filter.assigneeId}::uuid`);
    if (filter.unassigned) where.push(Prisma.sql`t."assigneeId" IS NULL`);
    const q = filter.q?.trim();
    let hits = Prisma.empty;
    let rank = Prisma.sql`0::real`;
    if (q) {
      const number = TICKET_NUMBER.exec(q);
      // The term's tsquery written out in each branch (not a CTE joined in), so the planner sees a
      // constant and each GIN index answers its branch.
      const tsq = Prisma.sql`websearch_to_tsquery('simple', ${q})`;
      hits = Prisma.sql`
        hits AS (
          SELECT hit.id, max(hit.rank) AS rank FROM (
            SELECT t.id, ts_rank(t.search, ${tsq}) * 2 AS rank FROM "Ticket" t WHERE t.search @@ ${tsq}
            UNION ALL
            SELECT msg."ticketId", ts_rank(msg.search, ${tsq}) FROM "TicketMessage" msg WHERE msg.search @@ ${tsq}
            UNION ALL
            SELECT t.id, 100 FROM "Ticket" t WHERE t.number = ${number ? Number(number[1]) : -1}
            UNION ALL
            -- User.email is stored lower-case: the unique index answers.
            SELECT t.id, 100 FROM "Ticket" t JOIN "User" u ON u.id = t."userId" WHERE u.email = lower(${q})
          ) hit GROUP BY hit.id
        ),`;
      where.push(Prisma.sql`h.id IS NOT NULL`);
      rank = Prisma.sql`h.rank`;
    }
    const join = q ? Prisma.sql`JOIN hits h ON h.id = t.id` : Prisma.empty;
    const filters = where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty;
    // Only the columns the page shows and sorts by are kept for every match (not the tsvector), and
    // the page is cut before its customers and assignees are looked up: 10 of them, not every match's.
    return this.hot.sql<StaffTicketRow>(
      Prisma.sql`
      WITH ${hits} matched AS (
        SELECT t.id, t.number, t.subject, t."groupId", t.status, t.priority, t."createdAt", t."lastActivityAt",
               t."closedAt", t."waitingSince", t."firstResponseDueAt", t."firstRespondedAt", t."userId", t."assigneeId",
               ${rank} AS rank
        FROM "Ticket" t ${join} ${filters}
      )
      SELECT c.total, p.* FROM (SELECT count(*)::int AS total FROM matched) c
      LEFT JOIN LATERAL (
        SELECT m.id, m.number, m.subject, m."groupId", m.status::text AS status, m.priority::text AS priority,
               m."createdAt", m."lastActivityAt", m."closedAt", m."waitingSince",
               m."firstResponseDueAt", m."firstRespondedAt",
               coalesce(m."firstRespondedAt", m."closedAt", now()) > m."firstResponseDueAt" AS breached,
               cu.id AS "customerId", cu.name AS "customerName", cu.surname AS "customerSurname",
               cu.email AS "customerEmail",
               a.id AS "assigneeId", a.name AS "assigneeName", a.surname AS "assigneeSurname", a.email AS "assigneeEmail"
        FROM (SELECT * FROM matched m ORDER BY ${ORDER_BY[sort]} LIMIT ${take} OFFSET ${skip}) m
        JOIN "User" cu ON cu.id = m."userId"
        LEFT JOIN "User" a ON a.id = m."assigneeId"
        ORDER BY ${ORDER_BY[sort]}
      ) p ON true`,
      // A search term decides which GIN index answers best: planned for its value at each run, as before.
      { planned: q ? 'each time' : 'once' },
    );
  }

  /**
   * The console's views counted in one statement over the status index: the agent's unsolved
   * tickets, the unsolved nobody has, each state, and the unsolved past their first-response target.
   */
  async counts(agentId: string): Promise<StaffCountsRow> {
    const [row] = await this.txHost.tx.$queryRaw<StaffCountsRow[]>`
      SELECT count(*) FILTER (WHERE status <> 'CLOSED' AND "assigneeId" = ${agentId}::uuid)::int AS mine,
             count(*) FILTER (WHERE status <> 'CLOSED' AND "assigneeId" IS NULL)::int AS unassigned,
             count(*) FILTER (WHERE status = 'OPEN')::int AS open,
             count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
             count(*) FILTER (WHERE status = 'CLOSED')::int AS closed,
             count(*) FILTER (WHERE status <> 'CLOSED' AND "firstRespondedAt" IS NULL AND "firstResponseDueAt" < now())::int
               AS breached
      FROM "Ticket"`;
    return row;
  }
}
