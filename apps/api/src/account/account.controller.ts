import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../core/auth/auth.decorators';
import type { AuthUser } from '../core/auth/auth.decorators';
import { UserProfileResponse } from './account.responses';
import { AccountService } from './account.service';

@ApiTags('User')
@Auth()
@Controller('api/User')
export class AccountController {
  constructor(private readonly account: AccountService) {}

  @Get('Me')
  @ApiOperation({ operationId: 'getMe', summary: 'The signed-in user with addresses' })
  @ApiOkResponse({ type: UserProfileResponse })
  getMe(@CurrentUser() user: AuthUser): Promise<UserProfileResponse> {
    return this.account.profile(user.userId);
  }
}
