import { PrismaPg } from '@prisma/adapter-pg';
import { join } from 'node:path';
import { migrate } from '../src/core/database/migrator';
import { PrismaClient } from '../src/generated/prisma/client';
import { seedDatabase } from '../src/seed/seed';
import { createTestDatabase } from './test-database';

/** One fresh, migrated and seeded database for the whole HTTP test run; dropped in teardown. */
export default async function globalSetup(): Promise<void> {
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
}
