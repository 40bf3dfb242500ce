import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { IncomingHttpHeaders } from 'node:http';
import { DomainException } from '../errors/domain.exception';
import type { StaffRole } from '@shop/contracts';
import { AuthUser, IS_PUBLIC, REQUIRED_ROLES, RESELLERS_ONLY } from './auth.decorators';
import { SessionAuthenticator, type AccessTokenClaims } from './session-authenticator';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const notSignedIn = () => new DomainException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED', 'Please log in.');
const sessionExpired = () =>
  new DomainException(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED', 'Your session has expired, please log in again.');

/**
 * Deny by default: every route needs a live session unless marked @Public(). On public routes a
 * valid token still identifies the caller (e.g. for the user's price list), a bad one is ignored.
 * The token's signature and expiry are checked here (HS256 only); whether its session is alive
 * is the account module's answer (SessionAuthenticator), one query per request.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: IncomingHttpHeaders; user?: AuthUser }>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (request.headers.authorization)
        request.user = await this.caller(request.headers.authorization).catch(() => undefined);
      return true;
    }
    const user = await this.caller(request.headers.authorization);
    request.user = user;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(REQUIRED_ROLES, targets);
    if (roles?.length && !roles.some((role) => user.roles.includes(role))) {
      throw new DomainException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Your account may not do this.');
    }
    if (this.reflector.getAllAndOverride<boolean>(RESELLERS_ONLY, targets) && !user.isReseller) {
      throw new DomainException(HttpStatus.FORBIDDEN, 'RESELLER_ONLY', 'This is for resellers.');
    }
    return true;
  }

  /** The caller of a validly signed, unexpired token of a live session; 401 otherwise. */
  private async caller(authorization: string | undefined): Promise<AuthUser> {
    const token = authorization && BEARER.exec(authorization)?.[1];
    if (!token) throw notSignedIn();
    let claims: AccessTokenClaims;
    try {
      claims = this.jwt.verify<AccessTokenClaims>(token);
    } catch {
      throw notSignedIn();
    }
    const user = await this.sessions.authenticate(claims);
    if (!user) throw sessionExpired();
    return user;
  }
}
