import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { isAdmin, STAFF_ROLES } from '@shop/contracts';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { AccountIdQueryDto, AccountSearchQueryDto } from './accounts.dto';
import { AccountDetailResponse, AccountListResponse } from './accounts.responses';
import { AccountsService } from './accounts.service';

const STAFF = { roles: STAFF_ROLES };

/**
 * The accounts section's reads, under the help desk's path because support agents look customers
 * up too (read only); the changes are admins' (AccountsController, /api/Admin/User).
 */
@ApiTags('Admin')
@Controller('api/Support/Staff')
export class AccountLookupController {
  constructor(private readonly accounts: AccountsService) {}

  @Get('Users')
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'searchAccounts',
    summary: 'Accounts by e-mail or name (staff: support agents and admins)',
  })
  @ApiOkResponse({ type: AccountListResponse })
  searchAccounts(@Query() query: AccountSearchQueryDto): Promise<AccountListResponse> {
    return this.accounts.search(query);
  }

  @Get('User')
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'getAccount',
    summary: 'One account: profile, roles, lock, its orders, devices, passes, boxes, tickets and live sessions',
    description:
      'Support agents see pass codes masked to their last four characters and no client address of a session; admins see both.',
  })
  @ApiOkResponse({ type: AccountDetailResponse })
  @ApiNotFoundResponse({ description: 'USER_NOT_FOUND' })
  getAccount(@CurrentUser() user: AuthUser, @Query() query: AccountIdQueryDto): Promise<AccountDetailResponse> {
    return this.accounts.detail(query.userId, isAdmin(user.roles) ? 'admin' : 'support');
  }
}
