import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Every setting the server reads, with its default. Documented in .env.example. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public address of the shop, used in mail links and CORS. */
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    /** Without it (outside production) an embedded PostgreSQL is started in DATA_DIR. */
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('.data'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
    /** demo: catalogue and demo users; catalogue: catalogue only; none. */
    SEED: z.enum(['demo', 'catalogue', 'none']).optional(),
    MIGRATIONS_DIR: z.string().optional(),
    WEB_DIST_DIR: z.string().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    JWT_ACCESS_TTL_SECONDS: z.coerce.number().int().positive().default(900),
    CORS_ORIGINS: csv.default([]),
    BODY_LIMIT: z.string().default('100kb'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    REDIS_URL: z.url().optional(),
    PRICING_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
    CRON_ENABLED: bool.default(true),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    }
    if (!env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; the error names every bad variable so start-up failures are obvious. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable means "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
