import { Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { PUBLIC_ROUTES } from '@shop/contracts';
import { AppConfig } from '../config/app-config';
import { logFormatOf, prettyDestination } from './log-format';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** A caller-supplied X-Request-Id is kept when it is sane, so traces join up across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * A request target as the logs may show it: every query value replaced, the names kept
 * (`/confirm-password?token=[redacted]`). Query strings carry live secrets: reset and
 * confirmation tokens, guest purchase ids, device codes; so does the device code in the path of
 * the pages that take one (`/player/active-licence/[redacted]`).
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = redactPath(query === -1 ? url : url.slice(0, query));
  if (query === -1) return path;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((param) => {
      const equals = param.indexOf('=');
      return equals === -1 ? param : `${param.slice(0, equals)}=[redacted]`;
    });
  return `${path}?${params.join('&')}`;
}

/** Pages whose last path segment is a device's code (`/player/active-licence/$otp`): the code is a secret too. */
const SECRET_SEGMENT = new RegExp(
  `^(${PUBLIC_ROUTES.filter((route) => route.endsWith('/$otp'))
    .map((route) => route.slice(0, -'/$otp'.length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})/[^/]+`,
  'i',
);

function redactPath(path: string): string {
  return path.replace(SECRET_SEGMENT, '$1/[redacted]');
}

/** What a log line says about its request. */
export interface RequestFields {
  id: string;
  method?: string;
  url?: string;
}

const rootLoggers = new WeakMap<AppConfig['env'], Logger>();

/**
 * The one pino logger of a server: start-up (main.ts), Nest's logs (through nestjs-pino), the
 * request lines and the catalogue fast path's write to stdout through it, as JSON lines or, for a
 * person at a terminal, as pretty ones (LOG_FORMAT). Keyed by the settings, which main.ts's
 * configuration and the application's (with the embedded database's address) share.
 */
export function rootLoggerOf(config: AppConfig): Logger {
  let logger = rootLoggers.get(config.env);
  if (!logger) {
    const options = { level: config.env.LOG_LEVEL };
    logger = logFormatOf(config.env) === 'pretty' ? pino(options, prettyDestination()) : pino(options);
    rootLoggers.set(config.env, logger);
  }
  return logger;
}

/** The request as a log line names it: the URL without its query values (redactUrl). */
export function loggedRequest(req: RequestFields): RequestFields {
  return req.url === undefined ? req : { ...req, url: redactUrl(req.url) };
}

/** The line of one answered request: info, warn for a 4xx, error for a 5xx. */
export function logRequest(logger: Logger, req: RequestFields, statusCode: number, responseTime: number): void {
  const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    { req: loggedRequest(req), res: { statusCode }, responseTime: Math.round(responseTime) },
    statusCode >= 500 ? 'request errored' : 'request completed',
  );
}

/**
 * One JSON line per answered request with its id (X-Request-Id), method, URL (query values
 * redacted), status and time, from Fastify's onResponse hook. Not nestjs-pino's pino-http
 * middleware: on Fastify that runs through @fastify/middie and keeps an async context and a child
 * logger per request, which cost about an eighth of the CPU of an authenticated GET
 * (docs/performance.md).
 */
export function useRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    logRequest(
      logger,
      { id: request.id, method: request.method, url: request.url },
      reply.statusCode,
      reply.elapsedTime,
    );
    done();
  });
}

/**
 * Nest's own logs (start-up, errors, jobs) as pino JSON lines, through nestjs-pino. Its request
 * middleware is left out (no routes): requests are logged by useRequestLog.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ pinoHttp: { logger: rootLoggerOf(config) }, forRoutes: [] }),
    }),
  ],
})
export class LoggingModule {}
