import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { DomainException } from '../errors/domain.exception';
import { AuthUser } from './auth.decorators';

/** Claims of an access token: user, session and this token's id within the session. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  jti: string;
}

/** Two tabs refreshing at once both hold a valid token for this long after a rotation. */
export const ROTATION_GRACE_MS = 30_000;

export const SIGNING_ALGORITHMS = ['HS256'] as const;

/** Verifies the bearer token (HS256 only, so `alg: none` never passes) and that its session is alive. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: [...SIGNING_ALGORITHMS],
      ignoreExpiration: false,
    });
  }

  async validate(claims: AccessTokenClaims): Promise<AuthUser> {
    const session = await this.prisma.session.findUnique({
      where: { id: claims.sid },
      include: { user: { select: { id: true, roles: true, isReseller: true, country: true } } },
    });
    const now = Date.now();
    const current =
      session?.tokenId === claims.jti ||
      (session?.previousTokenId === claims.jti && session.rotatedAt && now - session.rotatedAt.getTime() < ROTATION_GRACE_MS);
    if (!session || session.userId !== claims.sub || session.revokedAt || session.expiresAt.getTime() <= now || !current) {
      throw new DomainException(HttpStatus.UNAUTHORIZED, 'SESSION_EXPIRED', 'Your session has expired, please log in again.');
    }
    return {
      userId: session.user.id,
      sessionId: session.id,
      roles: session.user.roles,
      isReseller: session.user.isReseller,
      country: session.user.country?.trim().toUpperCase() || undefined,
    };
  }
}
