import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { QueryResultRow } from 'pg';
import type { PrismaTransactions } from './database.module';
import { PrismaService } from './prisma.service';

/**
 * A hand-written statement; named, so PostgreSQL parses and plans it once per connection. Its
 * columns are listed one by one: a prepared statement whose result columns change (a column added
 * by another instance's migration, with `*`) would fail until the connection is replaced.
 */
export interface HotStatement {
  name: string;
  text: string;
}

/**
 * The one exception to "services reach the database through `txHost.tx`", for the authentication
 * path only: the few reads nearly every request pays for (the session check of the guard, the
 * profile of Me and of the login answer), run straight on the driver under Prisma: Prisma costs
 * several times the driver's CPU per statement, a raw query the most (docs/performance.md). Inside
 * a transaction they run on it instead, so they see its writes like any other read. Their SQL lives
 * in account/account.queries.ts, the only user: the session module provides this to it and to
 * nothing else. Anything off that path is an ordinary Prisma call or a `*.queries.ts` statement.
 */
@Injectable()
export class HotQueries {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    // The plain client for its driver pool (driverQuery): outside a transaction there is no other way to it.
    private readonly prisma: PrismaService,
  ) {}

  rows<Row extends QueryResultRow>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    if (this.txHost.isTransactionActive()) return this.txHost.tx.$queryRawUnsafe<Row[]>(statement.text, ...values);
    return this.prisma.driverQuery<Row>(statement, values);
  }
}
