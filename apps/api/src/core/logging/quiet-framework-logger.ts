import type { LoggerService, LogLevel } from '@nestjs/common';

/**
 * Nest's own start-up lines: one per module and per route (about 150), which buried the few lines
 * that say what the shop did. They stay available at debug (LOG_LEVEL=debug).
 */
const FRAMEWORK_CHATTER = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Nest passes the context last: `log(message, context)`. */
const isChatter = (params: unknown[]): boolean => FRAMEWORK_CHATTER.has(params.at(-1) as string);

/** The application's logger, with Nest's start-up chatter moved from log (info) to debug. */
export class QuietFrameworkLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...params: unknown[]): void {
    if (isChatter(params)) this.inner.debug?.(message, ...params);
    else this.inner.log(message, ...params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.inner.error(message, ...params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.inner.warn(message, ...params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.inner.debug?.(message, ...params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.inner.verbose?.(message, ...params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.inner.fatal?.(message, ...params);
  }

  setLogLevels(levels: LogLevel[]): void {
    this.inner.setLogLevels?.(levels);
  }
}
