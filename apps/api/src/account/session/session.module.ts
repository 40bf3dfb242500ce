import { Global, Module } from '@nestjs/common';
import { SessionAuthenticator } from '../../core/auth/session-authenticator';
import { SessionService } from './session.service';

/**
 * Sessions, and the answer to the guard's question "is this token's session alive?". Global so
 * core/auth's guard reaches SessionAuthenticator without core importing the account module.
 */
@Global()
@Module({
  providers: [SessionService, { provide: SessionAuthenticator, useExisting: SessionService }],
  exports: [SessionService, SessionAuthenticator],
})
export class SessionModule {}
