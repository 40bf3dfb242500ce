import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HotQueries } from '../src/core/database/hot-queries';
import { PrismaService } from '../src/core/database/prisma.service';
import { newUser } from './factories';
import { createTestApp } from './test-app';

const NOW = { name: 'test-now', text: 'SELECT now() AS "now", $1::text AS "echo"' };

describe('PrismaService and HotQueries', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(() => app.close());

  it('runs hot statements on the driver under Prisma, before Prisma has run anything', async () => {
    const { app: fresh } = await createTestApp();
    try {
      const [row] = await fresh.get(HotQueries).rows<{ echo: string }>(NOW, ['first']);
      expect(row.echo).toBe('first');
    } finally {
      await fresh.close();
    }
  });

  it('connects again after a disconnect, both ways, as Prisma does (late timers of other modules)', async () => {
    const user = await newUser(prisma);
    await prisma.$disconnect();
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);
    await prisma.$disconnect();
    const [row] = await app.get(HotQueries).rows<{ echo: string }>(NOW, ['again']);
    expect(row.echo).toBe('again');
  });
});
