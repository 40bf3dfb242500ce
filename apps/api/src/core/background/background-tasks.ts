import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { BackgroundQueries } from './background.queries';

/**
 * Work a request starts but does not wait for (so its answer time tells nothing about it).
 * Failures are logged. app.close() drains it before any module lets go of the database (see
 * app.factory.ts), so nothing started is cut off.
 */
@Injectable()
export class BackgroundTasks {
  private readonly log = new Logger('Background');
  private readonly running = new Set<Promise<void>>();

  /** Starts `work` on a later turn of the event loop, after the current answer has gone out. */
  run(name: string, work: () => Promise<unknown>): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .then(
        () => undefined,
        (error: unknown) =>
          this.log.error(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every task started so far has ended (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running]);
  }
}

@Global()
@Module({ providers: [BackgroundTasks, BackgroundQueries], exports: [BackgroundTasks, BackgroundQueries] })
export class BackgroundModule {}
