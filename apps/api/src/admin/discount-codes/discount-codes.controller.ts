import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import {
  DiscountCodeQueryDto,
  DiscountCodesQueryDto,
  DiscountCodeUpdateDto,
  NewDiscountCodeDto,
} from './discount-codes.dto';
import { DiscountCodeDetailResponse, DiscountCodeResponse, DiscountCodesResponse } from './discount-codes.responses';
import { DiscountCodesService } from './discount-codes.service';

const REFUSED =
  'VALIDATION_FAILED: `fields` names each refused value (percentOff or amountOffCents, currency, endsAt …)';

/** /api/Admin/DiscountCodes (the list, create, change) and /api/Admin/DiscountCode (one code and its uses). */
@ApiTags('Admin')
@Controller('api/Admin')
export class DiscountCodesController {
  constructor(private readonly discountCodes: DiscountCodesService) {}

  @Get('DiscountCodes')
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'listDiscountCodes', summary: 'Discount codes with their use counts, newest first' })
  @ApiOkResponse({ type: DiscountCodesResponse })
  listDiscountCodes(@Query() query: DiscountCodesQueryDto): Promise<DiscountCodesResponse> {
    return this.discountCodes.list(query);
  }

  @Get('DiscountCode')
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'getDiscountCode', summary: 'One discount code with a page of its uses' })
  @ApiOkResponse({ type: DiscountCodeDetailResponse })
  @ApiNotFoundResponse({ description: 'DISCOUNT_CODE_NOT_FOUND' })
  getDiscountCode(@Query() query: DiscountCodeQueryDto): Promise<DiscountCodeDetailResponse> {
    return this.discountCodes.detail(query);
  }

  @Post('DiscountCodes')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'createDiscountCode',
    summary: 'A new discount code: percentOff, or amountOffCents and currency',
  })
  @ApiCreatedResponse({ type: DiscountCodeResponse })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiConflictResponse({ description: 'DISCOUNT_CODE_TAKEN' })
  createDiscountCode(@CurrentUser() user: AuthUser, @Body() body: NewDiscountCodeDto): Promise<DiscountCodeResponse> {
    return this.discountCodes.create(user.userId, body);
  }

  @Put('DiscountCodes')
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'updateDiscountCode',
    summary: 'Change a discount code; endNow ends it at once, active false switches it off',
    description: 'Orders placed with it keep their discount.',
  })
  @ApiOkResponse({ type: DiscountCodeResponse })
  @ApiBadRequestResponse({ description: REFUSED })
  @ApiNotFoundResponse({ description: 'DISCOUNT_CODE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'DISCOUNT_CODE_TAKEN' })
  updateDiscountCode(
    @CurrentUser() user: AuthUser,
    @Body() body: DiscountCodeUpdateDto,
  ): Promise<DiscountCodeResponse> {
    return this.discountCodes.update(user.userId, body);
  }
}
