import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { UpdatePricesDto } from './prices.dto';
import { AdminPricesResponse } from './prices.responses';
import { PricesService } from './prices.service';

/** /api/Admin/Prices: the price lists, exclusions and shipment countries, read and changed together; box stock read. */
@ApiTags('Admin')
@Controller('api/Admin/Prices')
export class PricesController {
  constructor(private readonly prices: PricesService) {}

  @Get()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'getAdminPrices',
    summary: 'Every product with its price in every list, the exclusions, shipment countries and stock',
  })
  @ApiOkResponse({ type: AdminPricesResponse })
  getAdminPrices(): Promise<AdminPricesResponse> {
    return this.prices.table();
  }

  @Put()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'updateAdminPrices',
    summary: 'Change prices, exclusions, shipment countries and what is sold, all or nothing; answers the new tables',
    description:
      'GET /api/Pricing shows the change on every instance once this answers; orders already placed keep their amounts.',
  })
  @ApiOkResponse({ type: AdminPricesResponse })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED, `fields` naming each refused change (e.g. prices.0.currency)',
  })
  updateAdminPrices(@CurrentUser() user: AuthUser, @Body() body: UpdatePricesDto): Promise<AdminPricesResponse> {
    return this.prices.update(user.userId, body);
  }
}
