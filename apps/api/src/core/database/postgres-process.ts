import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The system user the server runs as when we are root (PostgreSQL refuses to run as root). */
export interface PostgresOwner {
  uid: number;
  gid: number;
}

/** Where the programs are and whose they run as: decided by embedded-postgres-placement.ts. */
export interface PostgresPlacement {
  /** Folder holding bin/, lib/ and share/ of a PostgreSQL build. */
  programsDir: string;
  dataDir: string;
  owner?: PostgresOwner;
}

/** A PostgreSQL program stopped with an error; `output` holds what it said on stderr. */
export class PostgresExitedError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
    this.name = 'PostgresExitedError';
  }

  /** Another server holds the port (TCP, or the Unix socket lock file of that port number). */
  get isPortConflict(): boolean {
    return /Address already in use|could not create any TCP\/IP sockets|could not create lock file ".*\.s\.PGSQL\.\d+\.lock"/.test(
      this.output,
    );
  }
}

const EXE = process.platform === 'win32' ? '.exe' : '';
// English messages whatever the machine's locale: we read them to know when the server is ready.
const ENV = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };

function program(placement: PostgresPlacement, name: string): string {
  return join(placement.programsDir, 'bin', `${name}${EXE}`);
}

function spawnAs(placement: PostgresPlacement, file: string, args: string[], detached: boolean): ChildProcess {
  // cwd '/': as another user, our own working folder (e.g. under /root) may be closed to it.
  return spawn(file, args, { ...placement.owner, cwd: '/', env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached });
}

/** The lines that explain a failure (FATAL, ERROR, initdb: error...), else the last few lines. */
function reasonOf(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const telling = lines.filter((l) => /FATAL|ERROR|PANIC|error:|error while/i.test(l));
  return (telling.length ? telling : lines.slice(-3)).join('\n');
}

/** Creates a new cluster in placement.dataDir (which must be missing or empty), owned by placement.owner. */
export async function initCluster(placement: PostgresPlacement, user: string, password: string): Promise<void> {
  mkdirSync(placement.dataDir, { recursive: true, mode: 0o700 });
  // The password goes through a file only the server's user can read, never the command line.
  const passwordFile = join(dirname(placement.dataDir), `.pwfile-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (placement.owner) {
    chownSync(placement.dataDir, placement.owner.uid, placement.owner.gid);
    chownSync(passwordFile, placement.owner.uid, placement.owner.gid);
  }
  chmodSync(placement.dataDir, 0o700);
  try {
    const args = [
      `--pgdata=${placement.dataDir}`,
      `--username=${user}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      // Independent of the machine's locale settings, which may name a locale that is not installed.
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--lc-messages=C',
    ];
    const child = spawnAs(placement, program(placement, 'initdb'), args, false);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new PostgresExitedError(`initdb failed (${code ?? signal}): ${reasonOf(output)}`, output));
      });
    });
  } finally {
    try {
      unlinkSync(passwordFile);
    } catch {
      /* already gone */
    }
  }
}

export interface RunningPostgres {
  stop(): Promise<void>;
}

/** Starts the server on 127.0.0.1:port and resolves once it accepts connections. */
export async function runPostgres(placement: PostgresPlacement, port: number): Promise<RunningPostgres> {
  const args = ['-D', placement.dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'lc_messages=C'];
  // Its own process group: Ctrl-C reaches only us, and we stop the server after the application.
  const child = spawnAs(placement, program(placement, 'postgres'), args, true);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If we exit without stop() (a crash, process.exit), the server must not outlive us.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  // Keep only the recent output (for error messages) and keep reading, or a full pipe blocks the server.
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-8000));
  child.stdout?.on('data', collect);
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => {
      process.removeListener('exit', killOnExit);
      reject(error);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      collect(chunk);
      if (output.includes('database system is ready to accept connections')) resolve();
    });
    // 'close' rather than 'exit': by then everything it wrote on stderr has been read.
    child.once('close', (code, signal) => {
      process.removeListener('exit', killOnExit);
      reject(new PostgresExitedError(`postgres stopped (${code ?? signal}): ${reasonOf(output)}`, output));
    });
  });

  return {
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}
