import { Global, Module } from '@nestjs/common';
import { SessionAuthenticator } from '../../core/auth/session-authenticator';
import { HotQueries } from '../../core/database/hot-queries';
import { AccountQueries } from '../account.queries';
import { SessionService } from './session.service';

/**
 * Sessions, and the answer to the guard's question "is this token's session alive?". Global so
 * core/auth's guard reaches SessionAuthenticator without core importing the account module.
 * HotQueries, the documented exception to `txHost.tx` for the authentication path, is provided
 * here only, for the account's two statements (AccountQueries: the caller, the profile).
 */
@Global()
@Module({
  providers: [
    HotQueries,
    AccountQueries,
    SessionService,
    { provide: SessionAuthenticator, useExisting: SessionService },
  ],
  exports: [SessionService, SessionAuthenticator, AccountQueries],
})
export class SessionModule {}
