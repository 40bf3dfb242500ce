import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { parseEnv } from '../config/env.schema';
import { ScheduledJob, type JobCounts } from './scheduled-job';

/** A job whose runs end when the test says so. */
class GatedJob extends ScheduledJob {
  starts = 0;
  private release?: (counts: JobCounts) => void;
  private fail?: (error: Error) => void;

  constructor(config: AppConfig, scheduler: SchedulerRegistry) {
    super('gated', config, scheduler);
  }

  protected period(): number {
    return 60_000;
  }

  protected work(): Promise<JobCounts> {
    this.starts++;
    return new Promise((resolve, reject) => {
      this.release = resolve;
      this.fail = reject;
    });
  }

  finish(counts: JobCounts): void {
    this.release?.(counts);
  }

  crash(error: Error): void {
    this.fail?.(error);
  }
}

const configWith = (cron: boolean) => new AppConfig(parseEnv({ NODE_ENV: 'test', CRON_ENABLED: String(cron) }));

describe('ScheduledJob', () => {
  let scheduler: SchedulerRegistry;
  let logs: string[];

  beforeEach(() => {
    scheduler = new SchedulerRegistry();
    logs = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void logs.push(`log ${message}`));
    jest.spyOn(Logger.prototype, 'error').mockImplementation((message: unknown) => void logs.push(`error ${message}`));
  });

  afterEach(() => {
    for (const name of scheduler.getIntervals()) scheduler.deleteInterval(name);
    jest.restoreAllMocks();
  });

  it('joins the run in progress instead of starting a second, and logs only the counts that are not zero', async () => {
    const sut = new GatedJob(configWith(true), scheduler);
    const first = sut.run();
    const second = sut.run();
    expect(second).toBe(first);
    expect(sut.starts).toBe(1);

    sut.finish({ sent: 2, failed: 0 });
    await first;
    expect(logs).toEqual(['log Run done: {"sent":2}']);

    const third = sut.run();
    expect(sut.starts).toBe(2);
    sut.finish({ sent: 0 });
    await third;
    expect(logs).toHaveLength(1);
  });

  it('logs a failed run without rejecting, and runs again afterwards', async () => {
    const sut = new GatedJob(configWith(true), scheduler);
    const run = sut.run();
    sut.crash(new Error('database gone'));
    await expect(run).resolves.toBeUndefined();
    expect(logs).toEqual(['error Run failed: database gone']);
    void sut.run();
    expect(sut.starts).toBe(2);
    sut.finish({});
  });

  it('is scheduled under its name only when CRON_ENABLED, and shutdown waits for the run in progress', async () => {
    const off = new GatedJob(configWith(false), scheduler);
    off.onApplicationBootstrap();
    expect(scheduler.getIntervals()).toEqual([]);

    const sut = new GatedJob(configWith(true), scheduler);
    sut.onApplicationBootstrap();
    expect(scheduler.getIntervals()).toEqual(['gated']);

    void sut.run();
    let stopped = false;
    const stopping = sut.onModuleDestroy().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduler.getIntervals()).toEqual([]);
    expect(stopped).toBe(false);
    sut.finish({});
    await stopping;
    expect(stopped).toBe(true);
  });
});
