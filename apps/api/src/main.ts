import { ConsoleLogger, Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { AppConfig } from './core/config/app-config';
import { EmbeddedDatabase, startEmbeddedPostgres } from './core/database/embedded-postgres';
import { migrate } from './core/database/migrator';
import { PrismaService } from './core/database/prisma.service';
import { seedDatabase } from './seed/seed';

// Until the application's pino logger takes over, start-up lines are JSON too.
Logger.overrideLogger(new ConsoleLogger({ json: true, colors: false }));
const logger = new Logger('Bootstrap');

/** DATABASE_URL when given; otherwise (never in production) a PostgreSQL of our own in DATA_DIR. */
async function resolveDatabase(config: AppConfig): Promise<{ config: AppConfig; embedded?: EmbeddedDatabase }> {
  if (config.env.DATABASE_URL) return { config };
  const dir = `${config.dataDir}/postgres`;
  logger.log(`No DATABASE_URL: starting the embedded PostgreSQL in ${dir}`);
  const embedded = await startEmbeddedPostgres(dir, config.env.EMBEDDED_PG_PORT);
  await embedded.createDatabase('shop');
  return { config: config.withDatabaseUrl(embedded.url('shop')), embedded };
}

async function bootstrap(): Promise<void> {
  const { config, embedded } = await resolveDatabase(AppConfig.fromProcessEnv());
  const { applied } = await migrate(config.databaseUrl, config.migrationsDir, (m) => logger.log(m));
  logger.log(applied.length ? `Database migrated (${applied.length} new)` : 'Database schema is up to date');

  const app = await createApp(config);
  if (config.seedMode !== 'none') {
    const logins = await seedDatabase(app.get(PrismaService), { demoUsers: config.seedMode === 'demo' });
    for (const login of logins) logger.log(`Demo ${login.role}: ${login.email} / ${login.password}`);
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

  await app.listen(config.env.PORT, config.env.HOST);
  logger.log(`The shop is ready on ${config.env.PUBLIC_URL} (API docs at ${config.env.PUBLIC_URL}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  // A configuration error is a message for a person, not a stack trace.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
