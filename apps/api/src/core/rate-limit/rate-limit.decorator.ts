import { applyDecorators } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { RateLimitName } from './rate-limits';

/**
 * Documents in the OpenAPI document that a route's failed attempts (or what `counted` says) are counted under `name`
 * (the counting itself is RateLimitService.attempt in the route's service).
 */
export function ApiRateLimited(name: RateLimitName, counted = 'failed attempts') {
  return applyDecorators(
    ApiTooManyRequestsResponse({
      description: `TOO_MANY_REQUESTS: too many ${counted} (${name}) from this address or for this account`,
      headers: {
        'Retry-After': { description: 'Seconds until a new attempt is accepted', schema: { type: 'integer' } },
      },
    }),
  );
}
