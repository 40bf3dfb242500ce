import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import type { Options } from 'pino-http';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppConfig } from '../config/app-config';

const REQUEST_ID = /^[\w.-]{1,100}$/;

/** A caller-supplied X-Request-Id is kept when it is sane, so traces join up across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Structured JSON request logs (pino): one line per request carrying its request id (Fastify's,
 * made by requestId() and sent back as X-Request-Id, see app.factory.ts); secrets redacted.
 */
export function requestLogOptions(config: AppConfig): Options {
  return {
    level: config.env.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-captcha-token"]'],
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  };
}

/** The plain logger behind the request logs, for code that runs before Nest (the catalogue fast path). */
export function createRootLogger(config: AppConfig): Logger {
  return pino({ level: config.env.LOG_LEVEL });
}

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ pinoHttp: requestLogOptions(config) }),
    }),
  ],
})
export class LoggingModule {}
