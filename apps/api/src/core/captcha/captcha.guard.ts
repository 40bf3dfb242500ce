import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBadRequestResponse, ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DomainException } from '../errors/domain.exception';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CaptchaVerifier, type CaptchaAction } from './captcha-verifier';

const CAPTCHA_ACTION = 'captcha:action';
export const CAPTCHA_HEADER = 'x-captcha-token';

/** The token from the `X-Captcha-Token` header or the payload fields the spec names. */
export function captchaTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[CAPTCHA_HEADER];
  if (typeof header === 'string' && header) return header;
  const body = (request.body ?? {}) as Record<string, unknown>;
  for (const field of ['captchaCode', 'reCaptchaBody']) {
    if (typeof body[field] === 'string' && body[field]) return body[field];
  }
  return undefined;
}

@Injectable()
export class CaptchaGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: CaptchaVerifier,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<CaptchaAction | undefined>(CAPTCHA_ACTION, context.getHandler());
    if (!action) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    // An address that keeps failing is refused before the provider is asked again.
    await this.limits.assertNotOver('captcha', { ip: request.ip });
    const token = captchaTokenOf(request);
    const verdict = token
      ? await this.verifier.verify(token, action, request.ip)
      : { ok: false as const, reason: 'no token' };
    if (!verdict.ok) {
      await this.limits.failure('captcha', { ip: request.ip });
      throw new DomainException(
        HttpStatus.BAD_REQUEST,
        'CAPTCHA_FAILED',
        'The human verification failed. Please try again.',
      );
    }
    return true;
  }
}

/** The route needs a valid captcha token for `action` (header X-Captcha-Token or captchaCode / reCaptchaBody). */
export function RequireCaptcha(action: CaptchaAction) {
  return applyDecorators(
    SetMetadata(CAPTCHA_ACTION, action),
    UseGuards(CaptchaGuard),
    ApiHeader({
      name: 'X-Captcha-Token',
      required: false,
      description: `Captcha token for action "${action}" (or captchaCode / reCaptchaBody in the body)`,
    }),
    ApiBadRequestResponse({ description: 'CAPTCHA_FAILED' }),
  );
}
