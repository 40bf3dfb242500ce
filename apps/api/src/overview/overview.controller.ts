import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import { OverviewResponse } from './overview.responses';
import { OverviewService } from './overview.service';

/** The account home (/dashboard). */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class OverviewController {
  constructor(private readonly overviews: OverviewService) {}

  @Get('Overview')
  @ApiOperation({
    operationId: 'getOverview',
    summary: 'My account at a glance: devices, passes and boxes, orders in flight, tickets waiting for me, last orders',
    description:
      'One read for the account home. Coupons are answered to resellers only (null for others). Passes and box ' +
      'subscriptions come soonest end first, with the days left.',
  })
  @ApiOkResponse({ type: OverviewResponse })
  overview(@CurrentUser() user: AuthUser): Promise<OverviewResponse> {
    return this.overviews.overview(user.userId, user.isReseller);
  }
}
