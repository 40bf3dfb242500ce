import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { types, type CustomTypesConfig, type Pool, type QueryResultRow } from 'pg';
import { PrismaClient } from '../../generated/prisma/client';
import { AppConfig } from '../config/app-config';

/** `timestamp(3)` columns hold UTC (as Prisma writes them); node-postgres would read them as local time. */
const TIMESTAMP_OID = 1114;
export const utcTimestamp = (value: string) => new Date(`${value.replace(' ', 'T')}Z`);
const hotTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMP_OID ? utcTimestamp : types.getTypeParser(oid, format),
} as CustomTypesConfig;

const logger = new Logger('PrismaService');

/**
 * Prisma's node-postgres adapter, made from the connection string as usual (a pool per connect,
 * ended on disconnect, a new one if Prisma connects again), keeping the current pool in sight.
 */
class PoolSharingPg extends PrismaPg {
  pool?: Pool;

  override async connect() {
    const adapter = await super.connect();
    const pool = adapter.underlyingDriver();
    this.pool = pool;
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      if (this.pool === pool) this.pool = undefined;
      await dispose();
    };
    return adapter;
  }
}

/** The one Prisma client of the server, over node-postgres; queries are logged only at debug. */
@Injectable()
export class PrismaService extends PrismaClient implements OnModuleDestroy {
  private readonly adapterFactory: PoolSharingPg;

  constructor(config: AppConfig) {
    const adapter = new PoolSharingPg(
      { connectionString: config.databaseUrl },
      // An idle connection the server ends (restart, failover) must not bring the process down.
      { onPoolError: (error) => logger.warn(`idle database connection lost: ${error.message}`) },
    );
    super({
      adapter,
      log:
        config.env.LOG_LEVEL === 'debug' || config.env.LOG_LEVEL === 'trace'
          ? ['query', 'warn', 'error']
          : ['warn', 'error'],
    });
    this.adapterFactory = adapter;
  }

  /** Runs a named statement on the driver under Prisma, on Prisma's own connections (for HotQueries). */
  async driverQuery<Row extends QueryResultRow>(
    statement: { name?: string; text: string },
    values: unknown[],
  ): Promise<Row[]> {
    if (!this.adapterFactory.pool) await this.$connect();
    const pool = this.adapterFactory.pool;
    if (!pool) throw new Error('Prisma is connected but has no pool');
    const result = await pool.query<Row>({ ...statement, values, types: hotTypes });
    return result.rows;
  }

  /** True when the database answers a trivial query. */
  async isHealthy(): Promise<boolean> {
    try {
      await this.$queryRaw`SELECT 1`;
      return true;
    } catch (error) {
      logger.warn(`Database check failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.$disconnect();
  }
}
