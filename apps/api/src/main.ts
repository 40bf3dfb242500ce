import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { createApp } from './app.factory';
import { AppConfig } from './core/config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './core/database/embedded-postgres';
import { migrate } from './core/database/migrator';
import { PrismaService } from './core/database/prisma.service';
import { rootLoggerOf } from './core/logging/logging.module';
import { checkCanListen } from './core/startup/ports';
import { readyLines } from './core/startup/ready-lines';
import { describeDatabaseUrl, explainStartupError, StartupContext } from './core/startup/startup-errors';
import { issueDemoInvoices } from './payment/invoice/demo-invoices';
import { seedDatabase } from './seed/seed';

/** What start-up is doing: the same error means different things at different steps. */
const startup: StartupContext = { stage: 'configuration' };

/** DATABASE_URL when given; otherwise (never in production) a PostgreSQL of our own in DATA_DIR. */
async function resolveDatabase(
  config: AppConfig,
  log: Logger,
): Promise<{ config: AppConfig; embedded?: EmbeddedDatabase }> {
  if (config.env.DATABASE_URL) {
    const { address, database } = describeDatabaseUrl(config.env.DATABASE_URL);
    log.info(`Database: the PostgreSQL at ${address}, database ${database} (DATABASE_URL)`);
    return { config };
  }
  startup.stage = 'embedded-database';
  startup.embeddedDataDir = join(config.dataDir, 'postgres');
  log.info(`Database: starting the embedded PostgreSQL in ${startup.embeddedDataDir} (no DATABASE_URL)`);
  const embedded = await startEmbeddedPostgres({
    dataDir: startup.embeddedDataDir,
    port: config.env.EMBEDDED_PG_PORT,
    log: (message) => log.info(message),
  });
  startup.embeddedDataDir = embedded.dataDir;
  await embedded.createDatabase('shop');
  log.info(`Database: the embedded PostgreSQL is ready on 127.0.0.1:${embedded.port}`);
  return { config: config.withDatabaseUrl(embedded.url('shop')), embedded };
}

/** Reads (or makes, on the first start) the installation's signing key now, so a problem stops start-up here. */
function loadJwtSecret(config: AppConfig, log: Logger): void {
  if (config.env.JWT_SECRET) return;
  const isNew = !existsSync(config.jwtSecretFile);
  void config.jwtSecret;
  if (isNew)
    log.info(
      `No JWT_SECRET: access tokens are signed with a random key made for this installation, kept in ${config.jwtSecretFile}`,
    );
}

async function bootstrap(): Promise<void> {
  const settings = AppConfig.fromProcessEnv();
  Object.assign(startup, { isProduction: settings.isProduction, host: settings.env.HOST, port: settings.env.PORT });
  // The one logger of the server, the application's too (JSON lines, or pretty ones at a terminal).
  const log = rootLoggerOf(settings).child({ context: 'Bootstrap' });
  loadJwtSecret(settings, log);
  // A taken port is reported now, not after the database has been started and migrated.
  startup.stage = 'http';
  await checkCanListen(settings.env.HOST, settings.env.PORT);

  const { config, embedded } = await resolveDatabase(settings, log);
  startup.stage = 'database';
  startup.databaseUrl = config.databaseUrl;
  const { applied } = await migrate(config.databaseUrl, config.migrationsDir, (m) => log.warn(m));
  log.info(
    applied.length
      ? `Database migrated: ${applied.length} new migration${applied.length === 1 ? '' : 's'}, the last ${applied.at(-1)}`
      : 'Database schema is up to date',
  );

  startup.stage = 'application';
  const app = await createApp(config);
  if (config.seedMode !== 'none') {
    const logins = await seedDatabase(app.get(PrismaService), {
      demoUsers: config.seedMode === 'demo',
      vpnKey: config.vpnKeyEncryptionKey,
    });
    for (const login of logins) log.info(`Demo ${login.role}: ${login.email} / ${login.password}`);
    if (config.seedMode === 'demo') await issueDemoInvoices(app);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: shutting down`);
    await app.close().catch((error: unknown) => log.error(error));
    await embedded?.stop().catch((error: unknown) => log.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  startup.stage = 'http';
  await app.listen(config.env.PORT, config.env.HOST);
  const { port } = app.getHttpServer().address() as AddressInfo;
  const ready = { host: config.env.HOST, port, env: config.env, devMailbox: config.mailUsesDevMailbox };
  for (const line of readyLines(ready)) log.info(line);
}

bootstrap().catch((error: unknown) => {
  // One sentence for a person: the cause and the fix. The trace only when asked for.
  console.error(explainStartupError(error, startup));
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(error);
  // The embedded PostgreSQL, if started, is stopped by its own exit hook.
  process.exit(1);
});
