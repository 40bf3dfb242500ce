import { Inject, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../config/app-config';
import { BackgroundQueries } from './background.queries';

/** What one run did, by outcome; logged when any count is not zero. */
export type JobCounts = Record<string, number>;

/**
 * The one shape of a scheduled job: a `*.job.ts` file whose class names itself, says how often it
 * runs and does its work in `work()`, returning counts. The base schedules it when CRON_ENABLED
 * (through SchedulerRegistry, so the period may come from a setting), skips a run while the last
 * one is still going, logs the counts or the failure, and waits for a run in progress on shutdown
 * so none is cut off from the database. Tests call `run()` directly.
 *
 * Every instance of the app schedules every job, and each tick first claims the period in
 * PostgreSQL (BackgroundQueries.claimPeriod): one instance runs it per period, however many run,
 * and when one stops another takes the next period. The work is still safe to run twice at once
 * (row locks, SKIP LOCKED claims or idempotent deletes): tests and a claim racing a slow run may do it.
 */
export abstract class ScheduledJob implements OnApplicationBootstrap, OnModuleDestroy {
  protected readonly logger: Logger;
  private running?: Promise<void>;
  // A property, not a constructor parameter: every job's constructor stays its own (Nest injects
  // properties of a base class too).
  @Inject(BackgroundQueries) private readonly periods!: BackgroundQueries;

  protected constructor(
    /** Names the interval in SchedulerRegistry and prefixes the log lines. */
    readonly name: string,
    protected readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {
    this.logger = new Logger(name);
  }

  /** Milliseconds between runs. */
  protected abstract period(): number;

  /** One run's work. */
  protected abstract work(): Promise<JobCounts>;

  onApplicationBootstrap(): void {
    if (!this.config.env.CRON_ENABLED) return;
    this.scheduler.addInterval(
      this.name,
      setInterval(() => void this.tick(), this.period()),
    );
  }

  /** A scheduled tick: runs when this instance claims the period, else leaves it to the one that did. */
  async tick(): Promise<void> {
    if (this.running) return;
    const claimed = await this.periods.claimPeriod(this.name, this.period()).catch((error: unknown) => {
      this.logger.error(`Could not claim the period: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    });
    if (claimed) await this.run();
  }

  /** One run; joins the run in progress instead of starting a second. Never rejects. */
  run(): Promise<void> {
    this.running ??= this.work()
      .then((counts) => {
        const done = Object.entries(counts).filter(([, count]) => count !== 0);
        if (done.length) this.logger.log(`Run done: ${JSON.stringify(Object.fromEntries(done))}`);
      })
      .catch((error: unknown) =>
        this.logger.error(`Run failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops the schedule and lets a run in progress finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', this.name)) this.scheduler.deleteInterval(this.name);
    await this.running;
  }
}
