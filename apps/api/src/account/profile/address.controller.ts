import { Body, Controller, Delete, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../core/auth/auth.decorators';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { AddressChangeResponse } from '../account.responses';
import { AddressBodyDto, AddressIdQueryDto, AddressTargetQueryDto } from './address.dto';
import { AddressService } from './address.service';

const answer = { type: AddressChangeResponse, description: 'The account with all its addresses' };

/**
 * Spec 8 logs the user out on a 403 from add or edit address ("session expired"). A dead
 * session gets 401 SESSION_EXPIRED from the global guard instead, which the web handles as that
 * same session-expired case; these calls never answer 403 themselves.
 */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Put('Address')
  @ApiOperation({ operationId: 'putAddress', summary: 'Add an address, or edit the one named by ?addressId=' })
  @ApiOkResponse(answer)
  @ApiNotFoundResponse({ description: 'ADDRESS_NOT_FOUND: unknown address or not one of mine' })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, ADDRESS_LIMIT_REACHED' })
  put(
    @CurrentUser() user: AuthUser,
    @Query() query: AddressTargetQueryDto,
    @Body() body: AddressBodyDto,
  ): Promise<AddressChangeResponse> {
    return query.addressId === undefined
      ? this.addresses.add(user.userId, body)
      : this.addresses.edit(user.userId, query.addressId, body);
  }

  @Delete('Address')
  @ApiOperation({ operationId: 'deleteAddress', summary: 'Remove the address named by ?addressId=' })
  @ApiOkResponse(answer)
  @ApiNotFoundResponse({ description: 'ADDRESS_NOT_FOUND: unknown address or not one of mine' })
  remove(@CurrentUser() user: AuthUser, @Query() query: AddressIdQueryDto): Promise<AddressChangeResponse> {
    return this.addresses.remove(user.userId, query.addressId);
  }
}
