import { HttpStatus, Injectable } from '@nestjs/common';
import type { AuthUser } from '../core/auth/auth.decorators';
import { DomainException } from '../core/errors/domain.exception';
import { toSessionListResponse, toUserProfileResponse } from './account.mapper';
import { AccountQueries } from './account.queries';
import type { SessionListResponse, UserProfileResponse } from './account.responses';
import { SessionService } from './session/session.service';

/** The signed-in user as every account answer shows it: the profile and where the account is logged in. */
@Injectable()
export class AccountService {
  constructor(
    private readonly queries: AccountQueries,
    private readonly sessions: SessionService,
  ) {}

  /** The profile, or null when the account is gone. */
  async findProfile(userId: string): Promise<UserProfileResponse | null> {
    const user = await this.queries.profile(userId);
    return user ? toUserProfileResponse(user) : null;
  }

  async profile(userId: string): Promise<UserProfileResponse> {
    const profile = await this.findProfile(userId);
    if (!profile) throw new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'This account does not exist.');
    return profile;
  }

  /** GET Sessions: the caller's live sessions, the caller's own marked `current`. */
  async liveSessions(caller: AuthUser): Promise<SessionListResponse> {
    return toSessionListResponse(await this.sessions.listLive(caller.userId), caller.sessionId);
  }

  /** DELETE Sessions?sessionId=: ends one of the caller's sessions (the current one too, like Logout). */
  async endSession(caller: AuthUser, sessionId: string): Promise<SessionListResponse> {
    await this.sessions.endOwn(caller.userId, sessionId);
    return this.liveSessions(caller);
  }

  /** DELETE Sessions/Others: ends every session of the caller but the one of this request. */
  async endOtherSessions(caller: AuthUser): Promise<SessionListResponse> {
    await this.sessions.revokeAllForUser(caller.userId, 'ended-by-user', { except: caller.sessionId });
    return this.liveSessions(caller);
  }
}
