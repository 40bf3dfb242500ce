import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../src/core/database/prisma.service';
import { RateLimitSweepJob } from '../src/core/rate-limit/rate-limit-sweep.job';
import { createTestApp } from './test-app';

/** The job's work, spied on, in each of two instances of the app on one database. */
describe('scheduled jobs with several instances', () => {
  let apps: NestFastifyApplication[];
  let prisma: PrismaService;
  let works: jest.SpyInstance[];
  let jobs: RateLimitSweepJob[];

  beforeAll(async () => {
    apps = await Promise.all([createTestApp(), createTestApp()]).then((made) => made.map((m) => m.app));
    prisma = apps[0].get(PrismaService);
    jobs = apps.map((app) => app.get(RateLimitSweepJob));
    works = jobs.map((job) => jest.spyOn(job as unknown as { work(): Promise<unknown> }, 'work'));
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  const runs = () => works.reduce((sum, work) => sum + work.mock.calls.length, 0);
  /** Both instances' timers fire `times` times each, all at once. */
  const tickBoth = (times: number) =>
    Promise.all(Array.from({ length: times }, () => jobs.map((job) => job.tick())).flat());

  it('runs a period once whichever instance ticks, and the next period once more', async () => {
    await prisma.scheduledJobRun.deleteMany({ where: { name: 'rate-limit-sweep' } });

    await tickBoth(10);
    expect(runs()).toBe(1);
    await tickBoth(5);
    expect(runs()).toBe(1);

    // The period (five minutes) has passed: the next tick of either instance runs it, once.
    await prisma.$executeRaw`UPDATE "ScheduledJobRun" SET "startedAt" = "startedAt" - interval '5 minutes' WHERE "name" = 'rate-limit-sweep'`;
    await tickBoth(10);
    expect(runs()).toBe(2);
    const row = await prisma.scheduledJobRun.findUniqueOrThrow({ where: { name: 'rate-limit-sweep' } });
    expect(row.runs).toBe(2);
  });

  it('does not run a period before most of it has passed', async () => {
    const before = runs();
    await prisma.$executeRaw`UPDATE "ScheduledJobRun" SET "startedAt" = "startedAt" - interval '4 minutes' WHERE "name" = 'rate-limit-sweep'`;
    await tickBoth(3);
    expect(runs()).toBe(before);
  });
});
