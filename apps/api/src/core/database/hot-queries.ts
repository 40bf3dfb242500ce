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
 * The few reads nearly every request pays for (the session check, the profile), run straight on
 * the driver under Prisma: Prisma costs several times the driver's CPU per statement, a raw query
 * the most (docs/performance.md). Inside a transaction they run on it instead, so they see its
 * writes like any other read.
 */
@Injectable()
export class HotQueries {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly prisma: PrismaService,
  ) {}

  rows<Row extends QueryResultRow>(statement: HotStatement, values: unknown[]): Promise<Row[]> {
    if (this.txHost.isTransactionActive()) return this.txHost.tx.$queryRawUnsafe<Row[]>(statement.text, ...values);
    return this.prisma.driverQuery<Row>(statement, values);
  }
}
