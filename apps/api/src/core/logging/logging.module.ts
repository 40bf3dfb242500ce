import { Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LoggerModule } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** A caller-supplied X-Request-Id is kept when it is sane, so traces join up across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** What a log line says about its request. */
export interface RequestFields {
  id: string;
  method?: string;
  url?: string;
}

const rootLoggers = new WeakMap<AppConfig, Logger>();

/**
 * The one pino logger of an application: Nest's logs (through nestjs-pino), the request lines and
 * the catalogue fast path's write JSON lines to stdout through it.
 */
export function rootLoggerOf(config: AppConfig): Logger {
  let logger = rootLoggers.get(config);
  if (!logger) {
    logger = pino({ level: config.env.LOG_LEVEL });
    rootLoggers.set(config, logger);
  }
  return logger;
}

/** The line of one answered request: info, warn for a 4xx, error for a 5xx. */
export function logRequest(logger: Logger, req: RequestFields, statusCode: number, responseTime: number): void {
  const level = statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level]({ req, res: { statusCode }, responseTime: Math.round(responseTime) }, statusCode >= 500 ? 'request errored' : 'request completed');
}

/**
 * One JSON line per answered request with its id (X-Request-Id), method, URL, status and time,
 * from Fastify's onResponse hook. Not nestjs-pino's pino-http middleware: on Fastify that runs
 * through @fastify/middie and keeps an async context and a child logger per request, which cost
 * about an eighth of the CPU of an authenticated GET (docs/performance.md).
 */
export function useRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    logRequest(logger, { id: request.id, method: request.method, url: request.url }, reply.statusCode, reply.elapsedTime);
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
