import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.factory';
import { AppConfig } from '../src/core/config/app-config';
import { parseEnv } from '../src/core/config/env.schema';
import { PrismaService } from '../src/core/database/prisma.service';
import { workerDatabaseUrl } from './test-database';

/**
 * Signing key of the test apps: random for each test file, so no test writes the installation key into the
 * workspace's DATA_DIR. A test of that key passes JWT_SECRET: '' and a DATA_DIR of its own.
 */
const TEST_JWT_SECRET = randomBytes(32).toString('hex');

/** argon2 memory of the test apps and factories: the real hashing, at a cost that leaves time for testing. */
export const TEST_HASH_MEMORY_KIB = 1024;

/** The real application on the worker's test database, initialised but not listening (supertest drives it). */
export async function createTestApp(
  env: Record<string, string> = {},
): Promise<{ app: NestFastifyApplication; prisma: PrismaService; config: AppConfig }> {
  const databaseUrl = workerDatabaseUrl();
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATABASE_URL: databaseUrl,
      CRON_ENABLED: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      ...(env.NODE_ENV !== 'production' && { PASSWORD_HASH_MEMORY_KIB: String(TEST_HASH_MEMORY_KIB) }),
      ...env,
    }),
  );
  const app = await createApp(config);
  await app.init();
  // Fastify loads its plugins (static files, CORS) when it gets ready; listen() would do it.
  await app.getHttpAdapter().getInstance().ready();
  return { app, prisma: app.get(PrismaService), config };
}
