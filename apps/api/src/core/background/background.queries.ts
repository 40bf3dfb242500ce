import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';

/**
 * A period counts as taken once this share of it has passed since the last start: instances tick
 * on their own timers, a few milliseconds apart from one period to the next, and a tick that came
 * a little early must not lose the period to the other instance's tick that follows it.
 */
const PERIOD_SHARE = 0.9;

/** The SQL of ScheduledJob's period claims (the ScheduledJobRun table). */
@Injectable()
export class BackgroundQueries {
  // The plain client, never a caller's transaction: a claim is one statement that commits at once,
  // so the other instances see it on their next tick.
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Claims this period of job `name` for the calling instance: true for exactly one caller per
   * period, however many instances tick at once (the row's upsert is atomic; a losing caller's
   * WHERE no longer holds once the winner's write is visible). Times are the database's own, so
   * the instances' clocks do not matter.
   */
  async claimPeriod(name: string, periodMs: number): Promise<boolean> {
    const rows = await this.prisma.$queryRaw<{ name: string }[]>`
      INSERT INTO "ScheduledJobRun" ("name", "startedAt", "runs")
      VALUES (${name}, now() AT TIME ZONE 'UTC', 1)
      ON CONFLICT ("name") DO UPDATE SET "startedAt" = EXCLUDED."startedAt", "runs" = "ScheduledJobRun"."runs" + 1
      WHERE "ScheduledJobRun"."startedAt" <= EXCLUDED."startedAt" - make_interval(secs => ${(periodMs * PERIOD_SHARE) / 1000})
      RETURNING "name"`;
    return rows.length === 1;
  }
}
