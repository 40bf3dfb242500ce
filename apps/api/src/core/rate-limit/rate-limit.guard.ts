import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  normalizeIp,
  ThrottlerException,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { RATE_LIMIT_METADATA } from './rate-limit.decorator';
import { RATE_LIMIT_NAMES, RATE_LIMITS, type RateLimitName } from './rate-limits';

/** Prefix of every counter key, in PostgreSQL and in Redis. */
export const RATE_LIMIT_KEY_PREFIX = 'rate-limit';

function limitNameOf(context: ExecutionContext): RateLimitName | undefined {
  return Reflect.getMetadata(RATE_LIMIT_METADATA, context.getHandler()) as RateLimitName | undefined;
}

/** The account a request is about: the body's e-mail, compared as stored (lowercase). */
export function accountOf(req: Request): string | undefined {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** Counter keys name the address by a hash, so no e-mail address sits in the counters. */
export function accountTracker(email: string): string {
  return createHash('sha256').update(email).digest('hex').slice(0, 32);
}

export function ipTracker(req: Request): string {
  return normalizeIp(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

const keyOf = (_context: ExecutionContext, tracker: string, throttlerName: string) => `${RATE_LIMIT_KEY_PREFIX}:${throttlerName}:${tracker}`;

/** Two throttlers per name (`login-ip`, `login-account` ...), each active only on its routes. */
export function rateLimitThrottlers(): ThrottlerOptions[] {
  return RATE_LIMIT_NAMES.flatMap((name): ThrottlerOptions[] => {
    const { ip, account } = RATE_LIMITS[name];
    const request = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();
    return [
      {
        name: `${name}-ip`,
        limit: ip.limit,
        ttl: ip.windowMs,
        blockDuration: ip.windowMs,
        skipIf: (context) => limitNameOf(context) !== name,
        getTracker: (req) => ipTracker(req as Request),
        generateKey: keyOf,
      },
      {
        name: `${name}-account`,
        limit: account.limit,
        ttl: account.windowMs,
        blockDuration: account.windowMs,
        skipIf: (context) => limitNameOf(context) !== name || !accountOf(request(context)),
        getTracker: (req) => accountTracker(accountOf(req as Request) ?? ''),
        generateKey: keyOf,
      },
    ];
  });
}

/**
 * Global guard for the routes marked @RateLimit(name). Over budget it answers 429 with a plain
 * Retry-After. A storage outage lets requests through (logged): the limits are a second line of
 * defence, and refusing every login while Redis or the table is unreachable would be an outage.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly log = new Logger('RateLimit');

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    return Promise.resolve(!this.config.env.RATE_LIMIT_ENABLED || context.getType() !== 'http' || !limitNameOf(context));
  }

  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    try {
      return await super.handleRequest(request);
    } catch (error) {
      if (error instanceof ThrottlerException) throw error;
      this.log.warn(`rate-limit storage failed, request let through: ${error instanceof Error ? error.message : String(error)}`);
      return true;
    }
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    throw new ThrottlerException('Too many attempts, please try again later.');
  }
}
