import { Controller, Headers, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiProperty,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../core/auth/auth.decorators';
import { DomainException } from '../core/errors/domain.exception';
import type { ProviderName } from './payment.dto';
import { SettlementService } from './settlement/settlement.service';

type RawRequest = FastifyRequest & { rawBody?: Buffer };

export class WebhookAnswer {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({
    description:
      'What handling did: processing, paid, failed, cancelled, refunded, partially-refunded, dispute-opened, dispute-won, dispute-lost, renewed, renewal-failed, subscription-ended, subscription-updated, unchanged, stale, mismatch, unsettled, unknown-order, duplicate',
  })
  outcome: string;
}

const verified = {
  type: WebhookAnswer,
  description: 'Recorded (or ignored, or already handled): the provider stops sending it',
};
const refused = { description: 'WEBHOOK_SIGNATURE_INVALID: missing, wrong or stale signature; nothing changed' };
const later = {
  description:
    'SERVICE_UNAVAILABLE: the provider could not be asked, or another delivery holds the order; sent again after Retry-After',
};

/** Seconds a provider is asked to wait before sending an event again (each has its own back-off too). */
const RETRY_AFTER_SECONDS = 30;

/**
 * Provider webhooks. The body is verified as the bytes that arrived (request.rawBody); only a
 * 2xx tells the provider the event is safely recorded, so any failure after the signature check
 * answers 5xx and the provider sends it again.
 */
@ApiTags('Payment')
@Controller('api/Payment/Webhook')
export class WebhookController {
  constructor(private readonly settlement: SettlementService) {}

  @Post('Stripe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'stripeWebhook', summary: 'Stripe events (Stripe-Signature, 300 s tolerance)' })
  @ApiOkResponse(verified)
  @ApiBadRequestResponse(refused)
  @ApiServiceUnavailableResponse(later)
  stripe(
    @Req() request: RawRequest,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.handle('stripe', request, headers, reply);
  }

  @Post('PayPal')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'paypalWebhook',
    summary: 'PayPal events (PayPal-Transmission-* headers, verified with PayPal)',
  })
  @ApiOkResponse(verified)
  @ApiBadRequestResponse(refused)
  @ApiServiceUnavailableResponse(later)
  paypal(
    @Req() request: RawRequest,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.handle('paypal', request, headers, reply);
  }

  @Post('Sandbox')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'sandboxWebhook',
    summary: 'Sandbox provider events (Sandbox-Signature, signed like Stripe); outside production only',
  })
  @ApiOkResponse(verified)
  @ApiBadRequestResponse(refused)
  @ApiServiceUnavailableResponse(later)
  sandbox(
    @Req() request: RawRequest,
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.handle('sandbox', request, headers, reply);
  }

  private async handle(
    provider: ProviderName,
    request: RawRequest,
    headers: Record<string, string | string[] | undefined>,
    reply: FastifyReply,
  ): Promise<WebhookAnswer> {
    try {
      const outcome = await this.settlement.handleWebhook(provider, request.rawBody, headers);
      return { received: true, outcome };
    } catch (error) {
      if (error instanceof DomainException && error.status === HttpStatus.SERVICE_UNAVAILABLE)
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      throw error;
    }
  }
}
