import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { createHash } from 'node:crypto';
import type { QueryResultRow } from 'pg';
import type { Prisma } from '../../generated/prisma/client';
import type { TransactionalAdapterPrisma } from '@nestjs-cls/transactional-adapter-prisma';
import { PrismaService } from './prisma.service';

/**
 * A hand-written statement; named, so PostgreSQL parses and plans it once per connection. Its
 * columns are listed one by one: a prepared statement whose result columns change (a column added
 * by another instance's migration, with `*`) would fail until the connection is replaced.
 */
export interface HotStatement {
  /** Absent: an unnamed statement, parsed and planned at each run. */
  name?: string;
  text: string;
}

/**
 * The one exception to "services reach the database through `txHost.tx`": statements that run
 * straight on the driver under Prisma, named, so PostgreSQL parses and plans them once per
 * connection. Two kinds of read take it, both paid by nearly every page of the dashboard: the
 * authentication path (the guard's session check, the profile of Me and of the login answer:
 * account/account.queries.ts) and the dashboard's lists, one statement each (page, relations and
 * total: the `*Page` and `overview` reads of the player, VPN, order, help desk and home queries).
 * Prisma costs several times the driver's CPU per statement, a raw query the most and the more the
 * larger its answer (docs/performance.md, "The lists"); with it the lists did not reach half the
 * requests/s of a bare server running the same SQL. Inside a transaction they run on it instead,
 * so they see its writes like any other read. Anything else is an ordinary Prisma call or a
 * `*.queries.ts` statement through `txHost.tx`.
 */
@Injectable()
export class HotQueries {
  constructor(
    // database.module.ts's PrismaTransactions, spelled out: that module provides this class.
    private readonly txHost: TransactionHost<TransactionalAdapterPrisma<PrismaService>>,
    // The plain client for its driver pool (driverQuery): outside a transaction there is no other way to it.
    private readonly prisma: PrismaService,
  ) {}

  rows<Row extends QueryResultRow>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    if (this.txHost.isTransactionActive()) return this.txHost.tx.$queryRawUnsafe<Row[]>(statement.text, ...values);
    return this.prisma.driverQuery<Row>(statement, values);
  }

  /**
   * A statement put together with Prisma.sql (a list's filters and order are fragments of it), named
   * after its text: each variant the code can write is prepared once per connection. `planned:
   * 'each time'` leaves it unnamed, for a statement whose best plan depends on its parameters' values
   * (a search term), which a prepared statement's generic plan would not look at.
   */
  sql<Row extends QueryResultRow>(
    query: Prisma.Sql,
    options: { planned: 'once' | 'each time' } = { planned: 'once' },
  ): Promise<Row[]> {
    const text = query.text;
    if (options.planned === 'each time') return this.rows<Row>({ text }, query.values);
    let name = this.names.get(text);
    if (!name) {
      name = `sql-${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return this.rows<Row>({ name, text }, query.values);
  }

  /** Statement names by text: as many as the variants written in the code (search terms are parameters). */
  private readonly names = new Map<string, string>();
}
