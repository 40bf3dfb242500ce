import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { OkResponse } from '../core/http/ok.response';
import { Auth, CurrentUser, OptionalUser, Public, type AuthUser } from '../core/auth/auth.decorators';
import { RequireCaptcha } from '../core/captcha/captcha.guard';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { CheckoutService } from './checkout/checkout.service';
import { CreditNoteQueryDto } from './invoice/credit-note.dto';
import { CreditNoteService } from './invoice/credit-note.service';
import { InvoiceService } from './invoice/invoice.service';
import { OrderService } from './orders/order.service';
import { SettlementService } from './settlement/settlement.service';
import { SubscriptionService } from './subscriptions/subscription.service';
import {
  CancelSubscriptionDto,
  OrdersQueryDto,
  PayAndRegisterDto,
  PayDto,
  PurchaseQueryDto,
  RefundDto,
  SummaryAndRegisterDto,
  SummaryDto,
  SummaryWithOtpDto,
  VideoPlayerWithOtpDto,
} from './payment.dto';
import { OrderPageResponse, OrderResponse, PayResponse, ProvidersResponse, SummaryResponse } from './payment.responses';

const notPurchasable = {
  description:
    'PRODUCT_UNKNOWN, PRODUCT_UNAVAILABLE, PRODUCT_EXCLUDED, OUT_OF_STOCK, QUANTITY_LIMIT, DEVICE_REQUIRED, ADDRESS_REQUIRED, SHIPPING_UNAVAILABLE, LICENCE_EXISTS, DISCOUNT_INVALID, DISCOUNT_NOT_STARTED, DISCOUNT_EXPIRED, DISCOUNT_USED_UP, DISCOUNT_NOT_APPLICABLE (the reason Summary reports)',
};
const providerDown = { description: 'PROVIDER_ERROR: the provider did not answer or refused; nothing was charged' };
const providerOff = { description: 'PROVIDER_UNAVAILABLE: that provider is not configured here; VALIDATION_FAILED' };

/**
 * /api/Payment: summaries (prices from the server only), checkout with a provider, orders and
 * invoices. Webhooks are in PaymentWebhookController.
 */
@ApiTags('Payment')
@Controller('api/Payment')
export class PaymentController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: OrderService,
    private readonly invoices: InvoiceService,
    private readonly creditNotes: CreditNoteService,
    private readonly settlement: SettlementService,
    private readonly subscriptions: SubscriptionService,
  ) {}

  @Get('Providers')
  @Public()
  @ApiOperation({ operationId: 'paymentProviders', summary: 'The payment providers enabled here, the default first' })
  @ApiOkResponse({ type: ProvidersResponse })
  providers(): ProvidersResponse {
    return { providers: this.checkout.enabledProviders(), renewing: this.checkout.renewingProviders() };
  }

  @Post('Summary')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'summary',
    summary:
      'Prices of a checkout in my price list: discount, shipping to the chosen address, and whether it can be bought',
    description:
      'A price sent by the client is ignored. `productIsPurchasable: false` comes with `reason`, the error Pay would answer.',
  })
  @ApiOkResponse({ type: SummaryResponse })
  summary(@CurrentUser() user: AuthUser, @Body() body: SummaryDto, @Ip() ip: string): Promise<SummaryResponse> {
    return this.checkout.summary(body, { userId: user.userId, ip });
  }

  @Post('SummaryWithOtp')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'summaryWithOtp',
    summary: "The lifetime licence of the device showing this code, for its platform, in the buyer's price list",
  })
  @ApiOkResponse({ type: SummaryResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID' })
  summaryWithOtp(
    @Body() body: SummaryWithOtpDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<SummaryResponse> {
    return this.checkout.summaryWithOtp(body, { userId: user?.userId, ip });
  }

  @Post('SummaryAndRegister')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'summaryAndRegister',
    summary:
      'The summary for a shopper who registers at checkout: price list of `country`, shipping to `shippingCountry`',
  })
  @ApiOkResponse({ type: SummaryResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  summaryAndRegister(@Body() body: SummaryAndRegisterDto, @Ip() ip: string): Promise<SummaryResponse> {
    return this.checkout.summaryAndRegister(body, ip);
  }

  @Post('Pay')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('checkout', 'orders placed')
  @ApiOperation({
    operationId: 'pay',
    summary:
      "Create the order (pending) at the server's prices and the provider's payment; send the browser to `payUrl`",
  })
  @ApiOkResponse({ type: PayResponse })
  @ApiConflictResponse(notPurchasable)
  @ApiBadRequestResponse(providerOff)
  @ApiBadGatewayResponse(providerDown)
  pay(@CurrentUser() user: AuthUser, @Body() body: PayDto, @Ip() ip: string): Promise<PayResponse> {
    return this.checkout.pay(body, { userId: user.userId, ip });
  }

  @Post('PayAndRegister')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RequireCaptcha('pay_and_register')
  @ApiRateLimited('register')
  @ApiOperation({
    operationId: 'payAndRegister',
    summary: 'Register (the account is confirmed by the mailed link, as after Register) and pay in one step',
  })
  @ApiOkResponse({ type: PayResponse })
  @ApiConflictResponse({ description: `USER_EXISTS (log in instead), ${notPurchasable.description}` })
  @ApiBadRequestResponse(providerOff)
  @ApiBadGatewayResponse(providerDown)
  payAndRegister(@Body() body: PayAndRegisterDto, @Ip() ip: string): Promise<PayResponse> {
    return this.checkout.payAndRegister(body, ip);
  }

  @Post('Video-Player-WithOtp')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiRateLimited('otp', 'unknown codes or orders placed')
  @ApiOperation({
    operationId: 'payLicenceWithOtp',
    summary:
      'Buy the lifetime licence of the device showing this code, with or without an account (the order is mine when a token comes along)',
  })
  @ApiOkResponse({ type: PayResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID' })
  @ApiConflictResponse(notPurchasable)
  @ApiBadRequestResponse(providerOff)
  @ApiBadGatewayResponse(providerDown)
  payWithOtp(
    @Body() body: VideoPlayerWithOtpDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<PayResponse> {
    return this.checkout.payWithOtp(body, { userId: user?.userId, ip });
  }

  @Get('Orders')
  @Auth()
  @ApiOperation({ operationId: 'listOrders', summary: 'My orders, newest first' })
  @ApiOkResponse({ type: OrderPageResponse })
  list(@CurrentUser() user: AuthUser, @Query() query: OrdersQueryDto): Promise<OrderPageResponse> {
    return this.orders.list(user.userId, query);
  }

  @Get('Order')
  @Public()
  @ApiBearerAuth()
  @ApiOperation({
    operationId: 'getOrder',
    summary: 'One order by its purchaseId (the result page polls it while pending or processing)',
    description:
      'An order of an account is answered to its owner only; an order bought by code without an account to whoever holds its purchaseId (a long random id). Anyone else: 404.',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  order(@Query() query: PurchaseQueryDto, @OptionalUser() user: AuthUser | undefined): Promise<OrderResponse> {
    return this.orders.get(query.purchaseId, user?.userId);
  }

  @Get('Invoice')
  @Auth()
  @ApiProduces('application/pdf')
  @ApiOperation({ operationId: 'downloadInvoice', summary: 'The invoice of my paid order (PDF)' })
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND (not mine), INVOICE_NOT_FOUND (not paid)' })
  async invoice(
    @CurrentUser() user: AuthUser,
    @Query() query: PurchaseQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const invoice = await this.invoices.pdfFor(query.purchaseId, user.userId);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${invoice.fileName}"`);
    return invoice.pdf;
  }

  @Get('CreditNote')
  @Auth()
  @ApiProduces('application/pdf')
  @ApiOperation({
    operationId: 'downloadCreditNote',
    summary: 'A credit note of my order (PDF), by its number: one for each refund',
  })
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiNotFoundResponse({
    description: 'ORDER_NOT_FOUND (not mine), CREDIT_NOTE_NOT_FOUND (no note of that number on this order)',
  })
  async creditNote(
    @CurrentUser() user: AuthUser,
    @Query() query: CreditNoteQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const note = await this.creditNotes.pdfFor(query.purchaseId, query.number, user.userId);
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${note.fileName}"`);
    return note.pdf;
  }

  @Post('CancelSubscription')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'cancelSubscription',
    summary:
      'Stop the automatic renewal of my order at the end of the period paid (at the provider); the pass or box runs to its end date',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'SUBSCRIPTION_NOT_CANCELLABLE' })
  @ApiBadGatewayResponse({ description: 'PROVIDER_ERROR: the provider could not be reached; nothing changed' })
  async cancelSubscription(@CurrentUser() user: AuthUser, @Body() body: CancelSubscriptionDto): Promise<OrderResponse> {
    await this.subscriptions.cancel(body.orderId, user.userId);
    return this.orders.get(body.orderId, user.userId);
  }

  @Post('ResumeSubscription')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'resumeSubscription',
    summary: 'Undo the cancellation of my automatic renewal before its period ends',
  })
  @ApiOkResponse({ type: OrderResponse })
  @ApiNotFoundResponse({ description: 'ORDER_NOT_FOUND' })
  @ApiConflictResponse({ description: 'SUBSCRIPTION_NOT_RESUMABLE' })
  @ApiBadGatewayResponse({ description: 'PROVIDER_ERROR: the provider could not be reached; nothing changed' })
  async resumeSubscription(@CurrentUser() user: AuthUser, @Body() body: CancelSubscriptionDto): Promise<OrderResponse> {
    await this.subscriptions.resume(body.orderId, user.userId);
    return this.orders.get(body.orderId, user.userId);
  }

  @Post('Refund')
  @Auth({ roles: ['ADMIN'] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'refundOrder',
    summary:
      'Admins: pay back all that is left of a paid order, an amount, or some items, through its provider; a credit note is issued and mailed',
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({
    description: 'ORDER_NOT_FOUND; NOT_FOUND: an item is not part of the order or was refunded already',
  })
  @ApiConflictResponse({ description: 'ORDER_NOT_REFUNDABLE: not paid, wholly refunded already, or more than is left' })
  async refund(@CurrentUser() user: AuthUser, @Body() body: RefundDto): Promise<OkResponse> {
    await this.settlement.refund(body.purchaseId, {
      amountCents: body.amount,
      itemIds: body.itemIds,
      actorId: user.userId,
    });
    return { ok: true };
  }
}
