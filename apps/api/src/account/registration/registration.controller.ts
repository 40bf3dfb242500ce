import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../core/auth/auth.decorators';
import { RequireCaptcha } from '../../core/captcha/captcha.guard';
import { ApiRateLimited } from '../../core/rate-limit/rate-limit.decorator';
import { RegisterResponseBody, TokenCheckResponse } from '../account.responses';
import { OkResponse } from '../../core/http/ok.response';
import { RecoveryService } from './recovery.service';
import { ForgotDto, RegisterDto, ResetPasswordDto, TokenDto } from './registration.dto';
import { RegistrationService } from './registration.service';

const ok = { type: OkResponse };
const tokenInvalid = { description: 'TOKEN_INVALID: unknown, expired or already used link; VALIDATION_FAILED' };

/** The anonymous account calls: registration, confirmation and recovery by mailed links. */
@ApiTags('User')
@Public()
@Controller('api/User')
export class RegistrationController {
  constructor(
    private readonly registration: RegistrationService,
    private readonly recovery: RecoveryService,
  ) {}

  @Post('Register')
  @ApiRateLimited('register')
  @RequireCaptcha('register')
  @ApiOperation({ operationId: 'register', summary: 'Create an unconfirmed account and mail its confirmation link' })
  @ApiCreatedResponse({ type: RegisterResponseBody })
  @ApiConflictResponse({ description: 'USER_EXISTS' })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, CAPTCHA_FAILED',
  })
  register(@Body() body: RegisterDto, @Req() request: FastifyRequest): Promise<RegisterResponseBody> {
    return this.registration.register(body, request.ip);
  }

  @Post('Activate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'activate', summary: 'Confirm an account with the token of its /confirm-account link' })
  @ApiOkResponse(ok)
  @ApiBadRequestResponse(tokenInvalid)
  activate(@Body() body: TokenDto): Promise<OkResponse> {
    return this.registration.activate(body.token);
  }

  @Post('ForgotPassword')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('forgot')
  @RequireCaptcha('forgot_password')
  @ApiOperation({
    operationId: 'forgotPassword',
    summary: 'Mail a password reset link',
    description: 'Always answers { ok: true }, whether or not an account uses the address.',
  })
  @ApiOkResponse(ok)
  forgotPassword(@Body() body: ForgotDto, @Req() request: FastifyRequest): Promise<OkResponse> {
    return this.recovery.forgotPassword(body.email, request.ip);
  }

  @Post('VerifyForgotPasswordToken')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'verifyForgotPasswordToken',
    summary: 'Whether a /confirm-password link still works (does not use it up)',
  })
  @ApiOkResponse({ type: TokenCheckResponse })
  @ApiBadRequestResponse(tokenInvalid)
  verifyForgotPasswordToken(@Body() body: TokenDto): Promise<TokenCheckResponse> {
    return this.recovery.checkResetToken(body.token);
  }

  @Post('ResetPassword')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'resetPassword', summary: 'Set a new password with a reset link; every session ends' })
  @ApiOkResponse(ok)
  @ApiBadRequestResponse({
    description: 'TOKEN_INVALID, PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON, VALIDATION_FAILED',
  })
  resetPassword(@Body() body: ResetPasswordDto): Promise<OkResponse> {
    return this.recovery.resetPassword(body.token, body.password);
  }

  @Post('ForgotTFA')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('forgot')
  @RequireCaptcha('forgot_tfa')
  @ApiOperation({
    operationId: 'forgotTfa',
    summary: 'Mail a link that turns two-factor authentication off',
    description: 'Always answers { ok: true }; only an account with 2FA on gets a mail.',
  })
  @ApiOkResponse(ok)
  forgotTfa(@Body() body: ForgotDto, @Req() request: FastifyRequest): Promise<OkResponse> {
    return this.recovery.forgotTfa(body.email, request.ip);
  }

  @Post('VerifyTFARecoverCode')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'verifyTfaRecoverCode', summary: 'Turn 2FA off with the token of a /confirm-tfa link' })
  @ApiOkResponse(ok)
  @ApiBadRequestResponse(tokenInvalid)
  verifyTfaRecoverCode(@Body() body: TokenDto): Promise<OkResponse> {
    return this.recovery.recoverTfa(body.token);
  }
}
