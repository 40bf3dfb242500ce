import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { DomainException } from '../errors/domain.exception';
import { AuthUser, IS_PUBLIC, REQUIRED_ROLES, StaffRole } from './auth.decorators';

/**
 * Deny by default: every route needs a live session unless marked @Public(). On public routes a
 * valid token still identifies the caller (e.g. for the user's price list), a bad one is ignored.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) {
      const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
      if (request.headers.authorization) await (super.canActivate(context) as Promise<boolean>).catch(() => false);
      return true;
    }
    await (super.canActivate(context) as Promise<boolean>);
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(REQUIRED_ROLES, [context.getHandler(), context.getClass()]);
    if (roles?.length) {
      const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
      if (!roles.some((role) => user.roles.includes(role))) {
        throw new DomainException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'This is for staff only.');
      }
    }
    return true;
  }

  override handleRequest<TUser = AuthUser>(error: unknown, user: TUser | false): TUser {
    if (error instanceof DomainException) throw error;
    if (error || !user) throw new DomainException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Please log in.');
    return user;
  }
}
