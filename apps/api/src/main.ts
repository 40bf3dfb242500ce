import { ConsoleLogger, Logger } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app.factory';
import { AppConfig } from './core/config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './core/database/embedded-postgres';
import { migrate } from './core/database/migrator';
import { PrismaService } from './core/database/prisma.service';
import { checkCanListen } from './core/startup/ports';
import { explainStartupError, StartupContext } from './core/startup/startup-errors';
import { issueDemoInvoices } from './payment/invoice/demo-invoices';
import { seedDatabase } from './seed/seed';

// Until the application's pino logger takes over, start-up lines are JSON too.
Logger.overrideLogger(new ConsoleLogger({ json: true, colors: false }));
const logger = new Logger('Bootstrap');

/** What start-up is doing: the same error means different things at different steps. */
const startup: StartupContext = { stage: 'configuration' };

/** DATABASE_URL when given; otherwise (never in production) a PostgreSQL of our own in DATA_DIR. */
async function resolveDatabase(config: AppConfig): Promise<{ config: AppConfig; embedded?: EmbeddedDatabase }> {
  if (config.env.DATABASE_URL) return { config };
  startup.stage = 'embedded-database';
  startup.embeddedDataDir = join(config.dataDir, 'postgres');
  logger.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${startup.embeddedDataDir}`);
  const embedded = await startEmbeddedPostgres({
    dataDir: startup.embeddedDataDir,
    port: config.env.EMBEDDED_PG_PORT,
    log: (message) => logger.log(message),
  });
  startup.embeddedDataDir = embedded.dataDir;
  await embedded.createDatabase('shop');
  logger.log(`Embedded PostgreSQL ready on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}`);
  return { config: config.withDatabaseUrl(embedded.url('shop')), embedded };
}

/** Reads (or makes, on the first start) the installation's signing key now, so a problem stops start-up here. */
function loadJwtSecret(config: AppConfig): void {
  if (config.env.JWT_SECRET) return;
  const isNew = !existsSync(config.jwtSecretFile);
  void config.jwtSecret;
  if (isNew)
    logger.log(
      `No JWT_SECRET: access tokens are signed with a random key made for this installation, kept in ${config.jwtSecretFile}`,
    );
}

async function bootstrap(): Promise<void> {
  const settings = AppConfig.fromProcessEnv();
  Object.assign(startup, { isProduction: settings.isProduction, host: settings.env.HOST, port: settings.env.PORT });
  loadJwtSecret(settings);
  // A taken port is reported now, not after the database has been started and migrated.
  startup.stage = 'http';
  await checkCanListen(settings.env.HOST, settings.env.PORT);

  const { config, embedded } = await resolveDatabase(settings);
  startup.stage = 'database';
  startup.databaseUrl = config.databaseUrl;
  const { applied } = await migrate(config.databaseUrl, config.migrationsDir, (m) => logger.log(m));
  logger.log(applied.length ? `Database migrated (${applied.length} new)` : 'Database schema is up to date');

  startup.stage = 'application';
  const app = await createApp(config);
  if (config.seedMode !== 'none') {
    const logins = await seedDatabase(app.get(PrismaService), {
      demoUsers: config.seedMode === 'demo',
      vpnKey: config.vpnKeyEncryptionKey,
    });
    for (const login of logins) logger.log(`Demo ${login.role}: ${login.email} / ${login.password}`);
    if (config.seedMode === 'demo') await issueDemoInvoices(app);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received: shutting down`);
    await app.close().catch((error: unknown) => logger.error(error));
    await embedded?.stop().catch((error: unknown) => logger.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  startup.stage = 'http';
  await app.listen(config.env.PORT, config.env.HOST);
  logger.log(`The shop is ready on ${config.env.PUBLIC_URL} (API docs at ${config.env.PUBLIC_URL}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  // One sentence for a person: the cause and the fix. The trace only when asked for.
  console.error(explainStartupError(error, startup));
  if (/^(debug|trace)$/.test(process.env.LOG_LEVEL ?? '')) console.error(error);
  // The embedded PostgreSQL, if started, is stopped by its own exit hook.
  process.exit(1);
});
