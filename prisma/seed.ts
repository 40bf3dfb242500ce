// Seeds the database at DATABASE_URL: `npx tsx prisma/seed.ts` (also `npm run db:seed`).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../apps/api/src/generated/prisma/client';
import { seedDatabase } from '../apps/api/src/seed/seed';

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }) });
  try {
    const logins = await seedDatabase(prisma);
    console.log('Seed done. Demo logins:');
    for (const login of logins) console.log(`  ${login.role.padEnd(9)} ${login.email}  ${login.password}`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
