import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { siteConfigOf, type SiteConfig } from '@shop/contracts';
import { decodeKey, Env, parseEnv } from './env.schema';
import { readOrCreateJwtSecret } from './jwt-secret-file';

/** Walks up from this file to the workspace root (the folder holding prisma/migrations). */
function findWorkspaceRoot(start: string): string {
  let dir = start;
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'prisma', 'migrations'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

function readVersion(root: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The VPN private-key key of development and test installations (never of production: the schema requires one). */
export function developmentVpnKey(): Buffer {
  return createHash('sha256').update('nova-shop development VPN key (never used in production)').digest();
}

/** Validated settings plus the values derived from them; one instance for the whole server. */
export class AppConfig {
  readonly root = findWorkspaceRoot(__dirname);
  readonly version = readVersion(this.root);
  private installationJwtSecret?: string;

  constructor(
    readonly env: Env,
    /** The database actually used: DATABASE_URL, or the embedded server's address. */
    readonly databaseUrl: string = env.DATABASE_URL ?? '',
  ) {}

  static fromProcessEnv(): AppConfig {
    return new AppConfig(parseEnv(process.env));
  }

  withDatabaseUrl(url: string): AppConfig {
    const next = new AppConfig(this.env, url);
    next.installationJwtSecret = this.installationJwtSecret;
    return next;
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  /**
   * JWT_SECRET, else (never in production: the schema requires it there) the random key of this
   * installation, made on the first start and kept in jwtSecretFile.
   */
  get jwtSecret(): string {
    return this.env.JWT_SECRET ?? (this.installationJwtSecret ??= readOrCreateJwtSecret(this.jwtSecretFile));
  }

  /** Holds the signing key when JWT_SECRET is unset; next to the embedded database's data. */
  get jwtSecretFile(): string {
    return join(this.dataDir, 'jwt-secret');
  }

  /** The key of the VPN peers' private keys; a fixed development key outside production when unset. */
  get vpnKeyEncryptionKey(): Buffer {
    const key = this.env.VPN_KEY_ENCRYPTION_KEY && decodeKey(this.env.VPN_KEY_ENCRYPTION_KEY);
    if (key) return key;
    if (this.isProduction) throw new Error('VPN_KEY_ENCRYPTION_KEY is required in production');
    return developmentVpnKey();
  }

  get migrationsDir(): string {
    return resolve(this.root, this.env.MIGRATIONS_DIR ?? 'prisma/migrations');
  }

  get webDistDir(): string {
    return resolve(this.root, this.env.WEB_DIST_DIR ?? 'apps/web/dist');
  }

  get dataDir(): string {
    return resolve(this.root, this.env.DATA_DIR);
  }

  /** The captcha stand-in (accepts CAPTCHA_TEST_TOKEN) is used when no secret is set; never in production. */
  get captchaUsesTestVerifier(): boolean {
    return !this.isProduction && !this.env.CAPTCHA_SECRET;
  }

  /** Without SMTP (outside production) mail is kept in the database and shown at /dev/mailbox. */
  get mailUsesDevMailbox(): boolean {
    return !this.isProduction && !this.env.SMTP_HOST;
  }

  /** Hostnames a captcha answer may come from: CAPTCHA_HOSTNAMES, else PUBLIC_URL's host. */
  get captchaHostnames(): string[] {
    return this.env.CAPTCHA_HOSTNAMES.length > 0 ? this.env.CAPTCHA_HOSTNAMES : [new URL(this.env.PUBLIC_URL).hostname];
  }

  /** What the web shows about the shop (stores, downloads, contacts, company); spa.ts puts it in the page. */
  get siteConfig(): SiteConfig {
    return siteConfigOf(this.env);
  }

  get seedMode(): 'demo' | 'catalogue' | 'none' {
    return this.env.SEED ?? (this.isProduction ? 'none' : 'demo');
  }
}
