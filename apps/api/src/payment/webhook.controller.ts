import { Controller, Headers, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiProperty, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../core/auth/auth.decorators';
import type { ProviderName } from './payment.dto';
import { SettlementService } from './settlement/settlement.service';

type RawRequest = FastifyRequest & { rawBody?: Buffer };

export class WebhookAnswer {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ description: 'What handling did: paid, failed, cancelled, refunded, unchanged, stale, mismatch, unknown-order, duplicate' }) outcome: string;
}

const verified = { type: WebhookAnswer, description: 'Recorded (or ignored, or already handled): the provider stops sending it' };
const refused = { description: 'WEBHOOK_SIGNATURE_INVALID: missing, wrong or stale signature; nothing changed' };

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
  stripe(@Req() request: RawRequest, @Headers() headers: Record<string, string | string[] | undefined>) {
    return this.handle('stripe', request, headers);
  }

  @Post('PayPal')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'paypalWebhook', summary: 'PayPal events (PayPal-Transmission-* headers, verified with PayPal)' })
  @ApiOkResponse(verified)
  @ApiBadRequestResponse(refused)
  paypal(@Req() request: RawRequest, @Headers() headers: Record<string, string | string[] | undefined>) {
    return this.handle('paypal', request, headers);
  }

  @Post('Sandbox')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'sandboxWebhook', summary: 'Sandbox provider events (Sandbox-Signature, signed like Stripe); outside production only' })
  @ApiOkResponse(verified)
  @ApiBadRequestResponse(refused)
  sandbox(@Req() request: RawRequest, @Headers() headers: Record<string, string | string[] | undefined>) {
    return this.handle('sandbox', request, headers);
  }

  private async handle(provider: ProviderName, request: RawRequest, headers: Record<string, string | string[] | undefined>): Promise<WebhookAnswer> {
    const outcome = await this.settlement.handleWebhook(provider, request.rawBody, headers);
    return { received: true, outcome };
  }
}
