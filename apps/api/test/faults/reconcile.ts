import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../../../e2e/src/server';
import { withDb } from './fault-support';

// The built server's own reconcile job, run once on demand: the server schedules it every 5 minutes,
// longer than a fault test may take.

const dist = join(root, 'apps', 'api', 'dist');
// The built server's CommonJS files, required by path (Prisma in them needs Jest's --experimental-vm-modules).
const load = createRequire(join(dist, 'main.js'));
/** The built module at `path` under apps/api/dist, typed as its source. */
const built = <T>(path: string): T => load(join(dist, path)) as T;

/** The built server's reconcile job in an application of its own, to run on demand. */
export interface Reconciler {
  /**
   * One run of ReconcileJob, after moving the orders still unsettled past the job's threshold:
   * the time it would otherwise wait for them (PAYMENT_RECONCILE_MINUTES, at least a minute).
   */
  run(): Promise<void>;
  close(): Promise<void>;
}

/**
 * An application of the built server on `databaseUrl` (not listening, no schedules), started
 * ahead so that its start-up (seconds) overlaps the test's other work.
 */
export async function startReconciler(databaseUrl: string): Promise<Reconciler> {
  const { createApp } = built<typeof import('../../src/app.factory')>('app.factory.js');
  const { AppConfig } = built<typeof import('../../src/core/config/app-config')>('core/config/app-config.js');
  const { parseEnv } = built<typeof import('../../src/core/config/env.schema')>('core/config/env.schema.js');
  const { ReconcileJob } = built<typeof import('../../src/payment/settlement/reconcile.job')>(
    'payment/settlement/reconcile.job.js',
  );
  const config = new AppConfig(
    parseEnv({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      CRON_ENABLED: 'false',
      LOG_LEVEL: process.env.FAULTS_LOG === '1' ? 'warn' : 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_RECONCILE_MINUTES: '1',
    }),
  );
  const app = await createApp(config);
  await app.init();
  return {
    async run() {
      await withDb(databaseUrl, (db) =>
        db.query(
          `UPDATE "Order" SET "createdAt" = "createdAt" - interval '2 minutes' WHERE status IN ('PENDING', 'PROCESSING')`,
        ),
      );
      await app.get(ReconcileJob).run();
    },
    close: () => app.close(),
  };
}
