import { defineConfig, env } from 'prisma/config';

// Used by the Prisma CLI only (generate, migrate dev, migrate diff). The server applies
// migrations itself at boot and never needs the CLI or a schema engine.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
    seed: 'tsx prisma/seed.ts',
  },
  datasource: {
    url: env('DATABASE_URL'),
  },
});
