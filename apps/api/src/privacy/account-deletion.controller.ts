import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import { OkResponse } from '../core/http/ok.response';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { DeleteAccountDto } from './account-deletion.dto';
import { AccountDeletionService } from './account-deletion.service';

/** The customer's own data (GDPR article 17): deleting the account. */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @Post('DeleteAccount')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('login', 'wrong passwords (shared with Login and ChangePassword) and wrong pins (shared with 2FA)')
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: 'Delete my account (GDPR article 17); every session, this one included, ends',
    description:
      'Ends every session, unpairs devices and boxes, ends passes (their WireGuard peers are released) and box ' +
      'subscriptions, erases the name, e-mail address, addresses, playlists and the public messages of support ' +
      'tickets. Invoices and the billing data the law requires (numbers, amounts, order rows, the billing address ' +
      'printed on them) are kept, detached from any login. A last mail confirms, to the address the account had. ' +
      'The address can register again.',
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({ description: 'WRONG_PASSWORD: the password is wrong' })
  @ApiConflictResponse({
    description:
      'PAYMENT_IN_PROGRESS: a payment may still complete (a bank transfer on its way, a payment page opened in the ' +
      'last 24 hours); delete the account once it is finished. LAST_ADMIN: the account is the last active admin',
  })
  @ApiBadRequestResponse({
    description: 'TFA_PIN_INVALID: the account has 2FA on and the pin is missing, wrong or used; VALIDATION_FAILED',
  })
  deleteAccount(
    @CurrentUser() user: AuthUser,
    @Body() body: DeleteAccountDto,
    @Req() request: FastifyRequest,
  ): Promise<OkResponse> {
    return this.deletion.deleteAccount(user.userId, body, request.ip);
  }
}
