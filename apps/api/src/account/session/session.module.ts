import { Global, Module } from '@nestjs/common';
import { SessionAuthenticator } from '../../core/auth/session-authenticator';
import { AccountQueries } from '../account.queries';
import { SessionService } from './session.service';

/**
 * Sessions, and the answer to the guard's question "is this token's session alive?". Global so
 * core/auth's guard reaches SessionAuthenticator without core importing the account module.
 * AccountQueries' two statements (the caller, the profile) run through HotQueries, the documented
 * exception to `txHost.tx` (core/database/hot-queries.ts).
 */
@Global()
@Module({
  providers: [AccountQueries, SessionService, { provide: SessionAuthenticator, useExisting: SessionService }],
  exports: [SessionService, SessionAuthenticator, AccountQueries],
})
export class SessionModule {}
