import bytes from 'bytes';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

/** OWASP's least memory for argon2id (19 MiB, with a time cost of 2 or more). */
export const OWASP_MIN_HASH_MEMORY_KIB = 19_456;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A 32-byte key written as 64 hex digits or as base64; undefined when it is neither. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return key.length === 32 ? key : undefined;
}

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** Who the demo shop of a development or test server says it is, when SELLER_NAME is not set. */
export const DEMO_SELLER_NAME = 'NOVA Media S.r.l.';

/** PUBLIC_URL when it is not set: this machine, on the port the shop listens on. */
export const defaultPublicUrl = (port: number): string => `http://localhost:${port}`;

/** Every setting the server reads, with its default. Documented in .env.example. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Empty: 127.0.0.1 (this machine only) outside production, 0.0.0.0 (every interface) in production. */
    HOST: z.string().optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public address of the shop, used in mail links and CORS; empty: http://localhost:PORT. */
    PUBLIC_URL: z.url().optional(),
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
    /**
     * Which proxies may name the client in X-Forwarded-For: off, a hop count, or addresses and
     * ranges (loopback, uniquelocal, 10.0.0.0/8 ...). Off: the client is the TCP peer.
     */
    TRUST_PROXY: z
      .string()
      .default('off')
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          ctx.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed.value;
      }),
    /** Origins the web app may call besides its own: backup API hosts, the host of VITE_API_ENV_URL. */
    CSP_API_HOSTS: csv.default([]).pipe(z.array(z.url({ protocol: /^https?$/ }))),
    /** Largest request body: bytes, or with a unit (100kb, 1mb). */
    BODY_LIMIT: z
      .string()
      .default('100kb')
      .transform((value, ctx) => {
        const limit = bytes.parse(value);
        if (limit === null || !Number.isFinite(limit) || limit < 1) {
          ctx.addIssue({ code: 'custom', message: 'a size such as 100kb or 1mb' });
          return z.NEVER;
        }
        return Math.floor(limit);
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** json: one JSON object per line; pretty: lines for a person. Empty: pretty at a terminal outside production. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    REDIS_URL: z.url().optional(),
    PRICING_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
    CRON_ENABLED: bool.default(true),
    /** The mails before a pass or a box subscription ends (reminders job). */
    REMINDER_MAILS_ENABLED: bool.default(true),

    /** SMTP server; without it (outside production) mail is stored and shown at /dev/mailbox. */
    SMTP_HOST: z.string().optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    SMTP_SECURE: bool.default(false),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    /** Sender of every mail; empty: NOVA <no-reply@> the host of PUBLIC_URL. */
    MAIL_FROM: z.string().optional(),
    /** Delivery tries of one message before it is marked failed. */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
    /** How often the outbox is polled for messages to send, in seconds. */
    MAIL_POLL_SECONDS: z.coerce.number().int().min(1).default(10),

    /**
     * Memory of one argon2id password hash, in KiB: the library's 64 MiB by default; production
     * refuses less than OWASP's minimum (19 MiB). The tests use less, to spend their time testing.
     */
    PASSWORD_HASH_MEMORY_KIB: z.coerce.number().int().min(1024).max(4_194_304).default(65_536),

    /** reCAPTCHA v3 style verification; without a secret (outside production) the test token is accepted. */
    CAPTCHA_SECRET: z.string().optional(),
    CAPTCHA_SITE_KEY: z.string().optional(),
    CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
    CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    CAPTCHA_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
    /** Hostnames the provider may report (empty: the PUBLIC_URL host). */
    CAPTCHA_HOSTNAMES: csv.default([]),
    CAPTCHA_TEST_TOKEN: z.string().default('dev-captcha-ok'),

    /** Master switch of the request rate limits (tests of other features may turn it off). */
    RATE_LIMIT_ENABLED: bool.default(true),
    /** Issuer shown in authenticator apps. */
    TFA_ISSUER: z.string().default('NOVA'),

    /**
     * 32 bytes, base64 or hex: encrypts the VPN peers' private keys at rest (AES-256-GCM).
     * Outside production a fixed development key is used when unset; production requires it.
     */
    VPN_KEY_ENCRYPTION_KEY: z
      .string()
      .optional()
      .refine(
        (v) => v === undefined || decodeKey(v) !== undefined,
        'must be 32 bytes, written as 64 hex digits or base64',
      ),

    /** Stripe (Checkout Sessions): enabled when both are set. */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Another Stripe API address (a stand-in or stripe-mock), e.g. http://127.0.0.1:12111. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** PayPal (Orders v2): enabled when the client id, secret and webhook id are set. */
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
    /** Another PayPal API address (a stand-in), instead of the environment's. */
    PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** The local sandbox provider (never in production): on unless set to false. */
    PAYMENT_SANDBOX_ENABLED: bool.default(true),
    /** Signs the sandbox provider's webhooks, exactly as Stripe signs its own. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_nova_sandbox_development_only'),
    /** Minutes after which the reconcile job asks the provider about an order still pending. */
    PAYMENT_RECONCILE_MINUTES: z.coerce.number().int().min(1).default(15),

    /** The shop's name as customers know it: the {product} group of the help desk (spec section 1). */
    SHOP_NAME: z.string().trim().min(1).default('NOVA'),
    /** Help desk: hours to a first staff reply by ticket priority (the staff list sorts by it and marks breaches). */
    SUPPORT_FIRST_RESPONSE_URGENT_HOURS: z.coerce.number().positive().default(1),
    SUPPORT_FIRST_RESPONSE_HIGH_HOURS: z.coerce.number().positive().default(4),
    SUPPORT_FIRST_RESPONSE_NORMAL_HOURS: z.coerce.number().positive().default(24),
    SUPPORT_FIRST_RESPONSE_LOW_HOURS: z.coerce.number().positive().default(72),
    /** Help desk: the group keys whose new tickets are mailed to every agent (empty: every group). */
    // The keys of support/support-groups.ts, written out: core imports no domain (a test keeps them in step).
    SUPPORT_NOTIFY_GROUPS: csv
      .default([])
      .pipe(z.array(z.enum(['support', 'product', 'payments', 'player', 'vpn-pass']))),

    /**
     * The seller printed on invoices and named on the legal pages. Lines of the address are
     * separated by "|". Outside production an unset name is the demo shop's (DEMO_SELLER_NAME).
     */
    SELLER_NAME: z.string().optional(),
    SELLER_ADDRESS: z.string().default(''),
    SELLER_VAT_ID: z.string().default(''),
    /** VAT included in the prices, in percent, shown as its own line on invoices (0: no VAT line). */
    VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(22),

    // What the pages say about the shop (libs/contracts site-config.ts); each one unset: not shown.
    /** Numeric id of the App Store listing: the App Store link and iOS Safari's smart app banner. */
    APP_STORE_ID: z
      .string()
      .regex(/^\d{5,12}$/, 'the digits of the App Store id (apps.apple.com/app/id<digits>)')
      .optional(),
    /** Package name of the Google Play listing: the Google Play link and the Android smart banner meta. */
    GOOGLE_PLAY_ID: z
      .string()
      .regex(/^[a-zA-Z]\w*(\.[a-zA-Z]\w*)+$/, 'a package name such as com.example.player')
      .optional(),
    /** Download address of the Android TV app (APK) and the address of the web player. */
    ANDROID_TV_APK_URL: z.url({ protocol: /^https?$/ }).optional(),
    WEB_PLAYER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Contact addresses on the help and legal pages (either one stands in for the other). */
    SUPPORT_EMAIL: z.email().optional(),
    PRIVACY_EMAIL: z.email().optional(),
  })
  .superRefine((env, ctx) => {
    // Half a provider is a mistake in any environment: it would take orders it can never confirm.
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message:
          'is required when Stripe is enabled (set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither)',
      });
    }
    const paypal = {
      PAYPAL_CLIENT_ID: env.PAYPAL_CLIENT_ID,
      PAYPAL_CLIENT_SECRET: env.PAYPAL_CLIENT_SECRET,
      PAYPAL_WEBHOOK_ID: env.PAYPAL_WEBHOOK_ID,
    };
    const paypalSet = Object.values(paypal).filter(Boolean).length;
    if (paypalSet > 0 && paypalSet < 3) {
      for (const [name, value] of Object.entries(paypal)) {
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'is required when PayPal is enabled (set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID)',
          });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.PASSWORD_HASH_MEMORY_KIB < OWASP_MIN_HASH_MEMORY_KIB) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASSWORD_HASH_MEMORY_KIB'],
        message: `must be at least ${OWASP_MIN_HASH_MEMORY_KIB} (19 MiB) in production`,
      });
    }
    if (!env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required in production' });
    }
    if (!env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    // The local stand-ins (test captcha token, /dev/mailbox) can never be enabled in production.
    if (!env.CAPTCHA_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['CAPTCHA_SECRET'], message: 'is required in production' });
    }
    if (!env.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'is required in production' });
    }
    if (!env.SELLER_NAME) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_NAME'],
        message: 'is required in production (it is printed on every invoice and named on the legal pages)',
      });
    }
    if (!env.SELLER_ADDRESS) {
      ctx.addIssue({
        code: 'custom',
        path: ['SELLER_ADDRESS'],
        message: 'is required in production (it is printed on every invoice)',
      });
    }
    if (!env.VPN_KEY_ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VPN_KEY_ENCRYPTION_KEY'],
        message: 'is required in production (32 random bytes: openssl rand -base64 32)',
      });
    }
  })
  // Outside production nobody else on the network reaches a development server unless HOST says
  // so; in production (a container, a server behind a proxy) every interface is the usual need.
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    // The port the shop listens on (PORT=3100 npm start): mailed links lead back to it.
    PUBLIC_URL: env.PUBLIC_URL ?? defaultPublicUrl(env.PORT),
    // The shop's own host: never an invented sender domain.
    MAIL_FROM: env.MAIL_FROM ?? `NOVA <no-reply@${new URL(env.PUBLIC_URL ?? defaultPublicUrl(env.PORT)).hostname}>`,
    // Only reached outside production (where the name is required): the demo shop's own name.
    SELLER_NAME: env.SELLER_NAME ?? DEMO_SELLER_NAME,
  }));

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
