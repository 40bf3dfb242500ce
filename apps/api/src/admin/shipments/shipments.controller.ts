import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { MarkShippedDto, ShipmentIdDto, ShipmentsQueryDto } from './shipments.dto';
import { AdminShipmentPageResponse, AdminShipmentResponse } from './shipments.responses';
import { ShipmentsService } from './shipments.service';

const missing = { description: 'SHIPMENT_NOT_FOUND' };

/** /api/Admin/Shipments: the VPN boxes to send, and marking them shipped, delivered or returned (audited). */
@ApiTags('Admin')
@Controller('api/Admin/Shipments')
export class ShipmentsController {
  constructor(private readonly shipments: ShipmentsService) {}

  @Get()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'getAdminShipments',
    summary: 'Shipments by status (pending unless told), oldest paid first; searchable',
  })
  @ApiOkResponse({ type: AdminShipmentPageResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  getAdminShipments(@Query() query: ShipmentsQueryDto): Promise<AdminShipmentPageResponse> {
    return this.shipments.list(query);
  }

  @Post('MarkShipped')
  @HttpCode(HttpStatus.OK)
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'markShipmentShipped',
    summary: 'A pending shipment sent with a carrier and tracking number; the customer gets one mail',
  })
  @ApiOkResponse({ type: AdminShipmentResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse({ description: 'SHIPMENT_NOT_PENDING' })
  markShipmentShipped(@CurrentUser() user: AuthUser, @Body() body: MarkShippedDto): Promise<AdminShipmentResponse> {
    return this.shipments.markShipped(user.userId, body);
  }

  @Post('MarkDelivered')
  @HttpCode(HttpStatus.OK)
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'markShipmentDelivered', summary: 'A shipped parcel arrived' })
  @ApiOkResponse({ type: AdminShipmentResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse({ description: 'SHIPMENT_NOT_SHIPPED' })
  markShipmentDelivered(@CurrentUser() user: AuthUser, @Body() body: ShipmentIdDto): Promise<AdminShipmentResponse> {
    return this.shipments.markDelivered(user.userId, body.shipmentId);
  }

  @Post('MarkReturned')
  @HttpCode(HttpStatus.OK)
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'markShipmentReturned', summary: 'A shipped or delivered parcel came back to the shop' })
  @ApiOkResponse({ type: AdminShipmentResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse(missing)
  @ApiConflictResponse({ description: 'SHIPMENT_NOT_SENT' })
  markShipmentReturned(@CurrentUser() user: AuthUser, @Body() body: ShipmentIdDto): Promise<AdminShipmentResponse> {
    return this.shipments.markReturned(user.userId, body.shipmentId);
  }
}
