import { PrismaPg } from '@prisma/adapter-pg';
import Redis from 'ioredis';
import { join } from 'node:path';
import { migrate } from '../src/core/database/migrator';
import { PrismaClient } from '../src/generated/prisma/client';
import { seedDatabase } from '../src/seed/seed';
import { createTestDatabase } from './test-database';

/** The rate-limit tests keep counters in Redis too: a missing Redis fails the run here, saying so. */
async function assertRedis(): Promise<void> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(
      `The API tests need Redis at ${url} (TEST_REDIS_URL) and could not reach it (${error instanceof Error ? error.message : String(error)}): start one (apt-get install redis-server) or set TEST_REDIS_URL.`,
      { cause: error },
    );
  } finally {
    redis.disconnect();
  }
}

/**
 * One fresh, migrated and seeded database for the HTTP test run, and a copy of it for each Jest
 * worker (test files run side by side, each worker on its own database); dropped in teardown.
 */
export default async function globalSetup(globalConfig: { maxWorkers?: number } = {}): Promise<void> {
  await assertRedis();
  const database = await createTestDatabase();
  (globalThis as { testDatabase?: unknown }).testDatabase = database;
  await migrate(database.url, join(__dirname, '..', '..', '..', 'prisma', 'migrations'));
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }) });
  try {
    await seedDatabase(prisma);
  } finally {
    await prisma.$disconnect();
  }
  process.env.SHOP_TEST_DATABASE_URL = database.url;
  process.env.SHOP_TEST_ADMIN_URL = database.adminUrl;
  const workers = Math.max(1, globalConfig.maxWorkers ?? 1);
  for (let worker = 1; worker <= workers; worker++)
    process.env[`SHOP_TEST_DATABASE_URL_${worker}`] = await database.create(database.url);
}
