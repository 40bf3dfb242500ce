import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { LoginResponse, LoginSuccessDto, OkDto, TfaKeyDto, TfaPinVerifiedDto } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { Auth, CurrentUser, OptionalUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import { RequireCaptcha } from '../../core/captcha/captcha.guard';
import { ApiRateLimited } from '../../core/rate-limit/rate-limit.decorator';
import type { ClientInfo } from '../session/session.service';
import { TfaService } from '../tfa/tfa.service';
import { LoginDto, RefreshTokenDto, TwoFactorLoginDto } from './auth.dto';
import { LoginSuccessResponse, LoginTfaRequiredResponse, OkResponse, TfaKeyResponse, TfaPinVerifiedResponse } from './auth.responses';
import { AuthService } from './auth.service';

const clientOf = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** Login, second factor, token refresh and logout: the session calls of /api/User. */
@ApiTags('User')
@ApiExtraModels(LoginSuccessResponse, LoginTfaRequiredResponse, TfaPinVerifiedResponse)
@Controller('api/User')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tfa: TfaService,
  ) {}

  @Post('Login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('login')
  @RequireCaptcha('login')
  @ApiOperation({ operationId: 'login', summary: 'Log in with e-mail and password; 2FA accounts get a challenge instead of a token' })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginSuccessResponse) }, { $ref: getSchemaPath(LoginTfaRequiredResponse) }] } })
  @ApiNotFoundResponse({ description: 'WRONG_CREDENTIALS (unknown e-mail or wrong password, one answer for both)' })
  @ApiForbiddenResponse({ description: 'ACCOUNT_NOT_CONFIRMED' })
  login(@Body() body: LoginDto, @Req() request: FastifyRequest): Promise<LoginResponse> {
    return this.auth.login(body, clientOf(request));
  }

  @Post('TwoFactorLogin')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('tfa')
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'twoFactorLogin',
    summary: 'Second login step with the challenge; with a bearer token and no challenge, only verifies the pin',
    description: 'The verify-only form lets the same user turn 2FA on or off through PUT Update for 5 minutes.',
  })
  @ApiOkResponse({ schema: { oneOf: [{ $ref: getSchemaPath(LoginSuccessResponse) }, { $ref: getSchemaPath(TfaPinVerifiedResponse) }] } })
  @ApiBadRequestResponse({ description: 'TFA_PIN_INVALID (wrong or already used pin), TFA_KEY_MISSING, VALIDATION_FAILED' })
  @ApiUnauthorizedResponse({ description: 'TFA_CHALLENGE_INVALID (unknown, expired, used or spent challenge); UNAUTHORIZED without challenge and token' })
  twoFactorLogin(
    @Body() body: TwoFactorLoginDto,
    @Req() request: FastifyRequest,
    @OptionalUser() caller: AuthUser | undefined,
  ): Promise<LoginSuccessDto | TfaPinVerifiedDto> {
    return this.auth.twoFactorLogin(body, clientOf(request), caller);
  }

  @Post('RefreshToken')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'refreshToken', summary: 'A new token for the session of this one (even if expired); the old one is then refused' })
  @ApiOkResponse({ type: LoginSuccessResponse })
  @ApiUnauthorizedResponse({ description: 'SESSION_EXPIRED (revoked or ended session, bad signature; re-use of a rotated token revokes the session)' })
  refreshToken(@Body() body: RefreshTokenDto): Promise<LoginSuccessDto> {
    return this.auth.refresh(body.token);
  }

  @Post('Logout')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'logout', summary: 'End this session on the server' })
  @ApiOkResponse({ type: OkResponse })
  logout(@CurrentUser() caller: AuthUser): Promise<OkDto> {
    return this.auth.logout(caller);
  }

  @Post('EnableTwoFactorAuthentication')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'enableTwoFactorAuthentication', summary: 'A new authenticator key (pending until 2FA is turned on through Update)' })
  @ApiOkResponse({ type: TfaKeyResponse })
  enableTwoFactorAuthentication(@CurrentUser() caller: AuthUser): Promise<TfaKeyDto> {
    return this.tfa.createPendingSecret(caller.userId);
  }
}
