import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config';
import { parseEnv } from './env.schema';
import { readOrCreateJwtSecret } from './jwt-secret-file';

/** The key the server used before each installation had its own; it must sign nothing any more. */
const FORMER_SOURCE_KEY = 'development-only-secret-never-used-in-production';

describe('readOrCreateJwtSecret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'shop-jwt-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes a long random key on the first start, readable by the owner only', () => {
    const sut = readOrCreateJwtSecret(join(dir, 'data', 'jwt-secret'));
    expect(sut.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(join(dir, 'data', 'jwt-secret'), 'utf8').trim()).toBe(sut);
    if (process.platform !== 'win32') expect(statSync(join(dir, 'data', 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('keeps the key of an installation across restarts, and gives each installation its own', () => {
    const first = readOrCreateJwtSecret(join(dir, 'a', 'jwt-secret'));
    expect(readOrCreateJwtSecret(join(dir, 'a', 'jwt-secret'))).toBe(first);
    expect(readOrCreateJwtSecret(join(dir, 'b', 'jwt-secret'))).not.toBe(first);
  });

  it('refuses a damaged key file with a sentence saying what to do', () => {
    writeFileSync(join(dir, 'jwt-secret'), 'short\n');
    expect(() => readOrCreateJwtSecret(join(dir, 'jwt-secret'))).toThrow(
      /shorter than 32 characters: delete the file .* or set JWT_SECRET\./,
    );
  });

  it('says so when the data folder cannot be written', () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    expect(() => readOrCreateJwtSecret(join(dir, 'not-a-folder', 'jwt-secret'))).toThrow(
      /Could not read or create the signing key .*jwt-secret \(E[A-Z]+\): .*set JWT_SECRET\./,
    );
  });
});

describe('AppConfig.jwtSecret', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'shop-jwt-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const config = (env: Record<string, string>) => new AppConfig(parseEnv({ NODE_ENV: 'development', ...env }));

  it('uses JWT_SECRET when set and writes nothing', () => {
    const sut = config({ JWT_SECRET: 'j'.repeat(40), DATA_DIR: dir });
    expect(sut.jwtSecret).toBe('j'.repeat(40));
    expect(() => statSync(sut.jwtSecretFile)).toThrow();
  });

  it('without JWT_SECRET, signs with the key of the installation (DATA_DIR/jwt-secret), never a key from the source', () => {
    const sut = config({ DATA_DIR: join(dir, 'one') });
    expect(sut.jwtSecretFile).toBe(join(dir, 'one', 'jwt-secret'));
    expect(sut.jwtSecret).not.toBe(FORMER_SOURCE_KEY);
    expect(config({ DATA_DIR: join(dir, 'one') }).jwtSecret).toBe(sut.jwtSecret);
    expect(config({ DATA_DIR: join(dir, 'two') }).jwtSecret).not.toBe(sut.jwtSecret);
  });

  it('keeps its key with DATABASE_URL too, and when it moves to another database', () => {
    const sut = config({ DATA_DIR: dir, DATABASE_URL: 'postgresql://db.example/shop' });
    expect(sut.withDatabaseUrl('postgresql://other/shop').jwtSecret).toBe(
      readFileSync(join(dir, 'jwt-secret'), 'utf8').trim(),
    );
  });
});
