import { Body, Controller, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { OkResponse } from '../../core/http/ok.response';
import { ADMIN } from '../admin-access';
import { AccountIdQueryDto, AccountUpdateDto } from './accounts.dto';
import { AccountDetailResponse } from './accounts.responses';
import { AccountsService } from './accounts.service';

const missing = { description: 'USER_NOT_FOUND (unknown or erased)' };

/** /api/Admin/User: an admin changes an account (roles, reseller, lock) or sends its confirmation again. Audited. */
@ApiTags('Admin')
@Controller('api/Admin/User')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Put()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'updateAccount',
    summary: 'Change roles, the reseller flag or the lock (a lock ends every session at once)',
  })
  @ApiOkResponse({ type: AccountDetailResponse, description: 'The account as it is now' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse({ description: 'SELF_LOCKOUT: locking yourself, or removing your own ADMIN role' })
  updateAccount(@CurrentUser() user: AuthUser, @Body() body: AccountUpdateDto): Promise<AccountDetailResponse> {
    return this.accounts.update(user.userId, body);
  }

  @Post('ResendConfirmation')
  @Auth(ADMIN)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'resendAccountConfirmation',
    summary: "Send an unconfirmed account's confirmation mail again, with a new link",
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse({ description: 'ACCOUNT_ALREADY_CONFIRMED' })
  resendAccountConfirmation(@CurrentUser() user: AuthUser, @Body() body: AccountIdQueryDto): Promise<OkResponse> {
    return this.accounts.resendConfirmation(user.userId, body.userId);
  }
}
