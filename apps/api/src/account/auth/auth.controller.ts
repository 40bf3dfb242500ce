import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
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
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentUser, OptionalUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import { RequireCaptcha } from '../../core/captcha/captcha.guard';
import { ApiRateLimited } from '../../core/rate-limit/rate-limit.decorator';
import type { ClientInfo } from '../session/session.service';
import { TfaService } from '../tfa/tfa.service';
import { LoginDto, RefreshTokenDto, TwoFactorLoginDto } from './auth.dto';
import {
  LoginSuccessResponse,
  LoginTfaRequiredResponse,
  TfaKeyResponse,
  TfaPinVerifiedResponse,
  type LoginResponseBody,
} from './auth.responses';
import { AuthService } from './auth.service';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DeviceCookieService } from './device-cookie.service';
import { OkResponse } from '../../core/http/ok.response';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const deviceCookieHeader = {
  'Set-Cookie': {
    description: `With a session opened: the device cookie (${DEVICE_COOKIE}, HttpOnly, SameSite=Strict, Path=${DEVICE_COOKIE_PATH}) that makes this browser's later logins to the account count on their own, not on the account's failures`,
    schema: { type: 'string' },
  },
};

/** Login, second factor, token refresh and logout: the session calls of /api/User. */
@ApiTags('User')
@ApiExtraModels(LoginSuccessResponse, LoginTfaRequiredResponse, TfaPinVerifiedResponse)
@Controller('api/User')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tfa: TfaService,
    private readonly deviceCookies: DeviceCookieService,
  ) {}

  @Post('Login')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('login')
  @RequireCaptcha('login')
  @ApiOperation({
    operationId: 'login',
    summary: 'Log in with e-mail and password; 2FA accounts get a challenge instead of a token',
  })
  @ApiOkResponse({
    schema: {
      oneOf: [{ $ref: getSchemaPath(LoginSuccessResponse) }, { $ref: getSchemaPath(LoginTfaRequiredResponse) }],
    },
    headers: deviceCookieHeader,
  })
  @ApiNotFoundResponse({ description: 'WRONG_CREDENTIALS (unknown e-mail or wrong password, one answer for both)' })
  @ApiForbiddenResponse({ description: 'ACCOUNT_NOT_CONFIRMED; ACCOUNT_LOCKED (by an admin)' })
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponseBody> {
    const answer = await this.auth.login(
      body,
      clientOf(request),
      this.deviceCookies.deviceOf(request.headers.cookie, body.email),
    );
    this.rememberDevice(reply, answer);
    return answer;
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
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(LoginSuccessResponse) }, { $ref: getSchemaPath(TfaPinVerifiedResponse) }] },
    headers: deviceCookieHeader,
  })
  @ApiBadRequestResponse({
    description: 'TFA_PIN_INVALID (wrong or already used pin), TFA_KEY_MISSING, VALIDATION_FAILED',
  })
  @ApiUnauthorizedResponse({
    description:
      'TFA_CHALLENGE_INVALID (unknown, expired, used or spent challenge); UNAUTHORIZED without challenge and token',
  })
  @ApiForbiddenResponse({ description: 'ACCOUNT_LOCKED: locked by an admin since the password step' })
  async twoFactorLogin(
    @Body() body: TwoFactorLoginDto,
    @Req() request: FastifyRequest,
    @OptionalUser() caller: AuthUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginSuccessResponse | TfaPinVerifiedResponse> {
    const answer = await this.auth.twoFactorLogin(body, clientOf(request), caller);
    this.rememberDevice(reply, answer);
    return answer;
  }

  @Post('RefreshToken')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'refreshToken',
    summary: 'A new token for the session of this one (even if expired); the old one is then refused',
  })
  @ApiOkResponse({ type: LoginSuccessResponse })
  @ApiUnauthorizedResponse({
    description:
      'SESSION_EXPIRED (revoked or ended session, bad signature; re-use of a rotated token revokes the session)',
  })
  @ApiForbiddenResponse({ description: 'ACCOUNT_LOCKED: an admin locked the account (its sessions ended with it)' })
  refreshToken(@Body() body: RefreshTokenDto, @Req() request: FastifyRequest): Promise<LoginSuccessResponse> {
    return this.auth.refresh(body.token, clientOf(request));
  }

  @Post('Logout')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'logout', summary: 'End this session on the server' })
  @ApiOkResponse({ type: OkResponse })
  logout(@CurrentUser() caller: AuthUser): Promise<OkResponse> {
    return this.auth.logout(caller);
  }

  @Post('EnableTwoFactorAuthentication')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'enableTwoFactorAuthentication',
    summary: 'A new authenticator key (pending until 2FA is turned on through Update)',
  })
  @ApiOkResponse({ type: TfaKeyResponse })
  enableTwoFactorAuthentication(@CurrentUser() caller: AuthUser): Promise<TfaKeyResponse> {
    return this.tfa.createPendingSecret(caller.userId);
  }

  /** A login that opened a session makes this browser a known device of the account (device-cookie.service.ts). */
  private rememberDevice(reply: FastifyReply, answer: LoginResponseBody | TfaPinVerifiedResponse): void {
    if ('token' in answer) reply.header('set-cookie', this.deviceCookies.issue(answer.email));
  }
}
