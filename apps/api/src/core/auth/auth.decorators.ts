import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { StaffRole, UserRole } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';

export const IS_PUBLIC = 'auth:isPublic';
export const REQUIRED_ROLES = 'auth:roles';
export const RESELLERS_ONLY = 'auth:resellersOnly';

/** Who is calling, as established by the access token. */
export interface AuthUser {
  userId: string;
  sessionId: string;
  roles: UserRole[];
  isReseller: boolean;
  /** Upper-case ISO code, or undefined when the profile has none. */
  country?: string;
}

/**
 * Opens a route to anonymous callers; every other route needs a valid access token. The document
 * says so with an empty security requirement (`security: [{}]`): a route that states nothing reads
 * as "ask the provider", not as "open".
 */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}));

/**
 * Documents and restricts an authenticated route: `roles` opens it to those staff roles only,
 * `reseller` to reseller accounts only (403 FORBIDDEN / RESELLER_ONLY otherwise, checked by the
 * global guard). Authentication itself is enforced globally, so forgetting this decorator never
 * makes a route public.
 */
export function Auth(options: { roles?: readonly StaffRole[]; reseller?: boolean } = {}) {
  const decorators = [ApiBearerAuth(), ApiUnauthorizedResponse({ description: 'Missing, invalid or revoked token' })];
  if (options.roles?.length) {
    const who = options.roles.includes('SUPPORT') ? 'Staff only' : 'Admins only';
    decorators.push(SetMetadata(REQUIRED_ROLES, options.roles), ApiForbiddenResponse({ description: who }));
  }
  if (options.reseller) {
    decorators.push(SetMetadata(RESELLERS_ONLY, true), ApiForbiddenResponse({ description: 'RESELLER_ONLY' }));
  }
  return applyDecorators(...decorators);
}

/** The authenticated caller of the current request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  if (!request.user) throw new Error('CurrentUser used on a route without authentication');
  return request.user;
});

/** The caller on a @Public() route when a valid bearer token came with the request, else undefined. */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
});
