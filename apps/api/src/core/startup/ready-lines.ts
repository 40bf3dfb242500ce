import { defaultPublicUrl } from '../config/env.schema';

/** Names of this machine, and the wildcard addresses that include it. */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0', '::', '[::]']);

/** The address a server listening on host:port answers on, as a person types it (localhost for this machine). */
export function listeningUrl(host: string, port: number): string {
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The same server: same port, and the same host or both names of this machine. */
function sameServer(a: URL, b: URL): boolean {
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = (url: URL) => (THIS_MACHINE.has(url.hostname) ? 'localhost' : url.hostname);
  return a.protocol === b.protocol && port(a) === port(b) && host(a) === host(b);
}

export interface ReadyOptions {
  /** HOST, and the port the server really got (PORT=0 lets the system choose). */
  host: string;
  port: number;
  env: { PUBLIC_URL: string; PORT: number };
  /** Mail is kept in the database and shown at /dev/mailbox (no SMTP_HOST, outside production). */
  devMailbox: boolean;
}

/**
 * The last lines of a start: where the shop answers (the real port, not PUBLIC_URL's default) and,
 * without SMTP, where its mail can be read. A PUBLIC_URL that was set and names another address (a
 * proxy in front) is named first, with the address this server itself answers on.
 */
export function readyLines({ host, port, env, devMailbox }: ReadyOptions): string[] {
  const local = listeningUrl(host, port);
  const given = env.PUBLIC_URL === defaultPublicUrl(env.PORT) ? undefined : env.PUBLIC_URL.replace(/\/+$/, '');
  const base = given ?? local;
  const where = given && !sameServer(new URL(given), new URL(local)) ? `${given}, served from ${local}` : base;
  const lines = [`The shop is ready on ${where} (API docs at ${base}/api/docs)`];
  if (devMailbox) lines.push(`Mail is not sent (no SMTP_HOST): read it at ${local}/dev/mailbox`);
  return lines;
}
