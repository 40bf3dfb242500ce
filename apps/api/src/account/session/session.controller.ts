import { Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { SessionListResponse } from '../account.responses';
import { AccountService } from '../account.service';
import { SessionIdQueryDto } from './session.dto';

/** Where the account is logged in, and ending those sessions (issue 21). */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class SessionController {
  constructor(private readonly account: AccountService) {}

  @Get('Sessions')
  @ApiOperation({
    operationId: 'getSessions',
    summary: "The account's live sessions, most recently used first; `current` marks this request's",
  })
  @ApiOkResponse({ type: SessionListResponse })
  list(@CurrentUser() caller: AuthUser): Promise<SessionListResponse> {
    return this.account.liveSessions(caller);
  }

  @Delete('Sessions')
  @ApiOperation({
    operationId: 'endSession',
    summary: 'End one of my sessions: its tokens are refused from the next request on',
    description: 'Ending the current session logs this client out, like Logout. Answers the sessions left.',
  })
  @ApiOkResponse({ type: SessionListResponse, description: 'The live sessions left' })
  @ApiNotFoundResponse({ description: "SESSION_NOT_FOUND: unknown, already ended, or another account's" })
  end(@CurrentUser() caller: AuthUser, @Query() query: SessionIdQueryDto): Promise<SessionListResponse> {
    return this.account.endSession(caller, query.sessionId);
  }

  @Delete('Sessions/Others')
  @ApiOperation({
    operationId: 'endOtherSessions',
    summary: 'Log out everywhere else: end every session of mine but the one of this request',
  })
  @ApiOkResponse({ type: SessionListResponse, description: 'The live sessions left: this one' })
  endOthers(@CurrentUser() caller: AuthUser): Promise<SessionListResponse> {
    return this.account.endOtherSessions(caller);
  }
}
