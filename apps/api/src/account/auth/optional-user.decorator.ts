import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../core/auth/auth.decorators';

/** The caller on a @Public() route when a valid bearer token came with the request, else undefined. */
export const OptionalUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | undefined => {
  return context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
});
