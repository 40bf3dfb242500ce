import { Body, Controller, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser } from '../../core/auth/auth.decorators';
import type { AuthUser } from '../../core/auth/auth.decorators';
import { ApiRateLimited } from '../../core/rate-limit/rate-limit.decorator';
import type { FastifyRequest } from 'fastify';
import { UserProfileResponse } from '../account.responses';
import { OkResponse } from '../../core/http/ok.response';
import { ChangePasswordDto, UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';

/**
 * Spec 8 has the web log out with "session expired" on a 403 from ChangePassword. Here a
 * revoked or expired session is refused by the global guard with 401 SESSION_EXPIRED before the
 * call runs, and the web treats that 401 the same way (session expired, back to /login). The
 * only 403 of these calls is TFA_VERIFICATION_REQUIRED from Update, which is not a logout.
 */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Post('ChangePassword')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('login')
  @ApiOperation({
    operationId: 'changePassword',
    summary: 'Change the password; every session, this one included, ends',
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({ description: 'WRONG_PASSWORD: the current password is wrong' })
  @ApiBadRequestResponse({
    description: 'PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, VALIDATION_FAILED',
  })
  changePassword(
    @CurrentUser() user: AuthUser,
    @Body() body: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ): Promise<OkResponse> {
    return this.profile.changePassword(user, body, request.ip);
  }

  @Put('Update')
  @ApiOperation({
    operationId: 'updateProfile',
    summary: 'Change name, surname, country, language and turn 2FA on or off',
  })
  @ApiOkResponse({ type: UserProfileResponse, description: 'The updated profile' })
  @ApiForbiddenResponse({
    description: 'TFA_VERIFICATION_REQUIRED: turning 2FA on or off needs a pin verified in the last 5 minutes',
  })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED, TFA_KEY_MISSING' })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileDto): Promise<UserProfileResponse> {
    return this.profile.update(user.userId, body);
  }
}
