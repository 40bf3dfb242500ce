import { Body, Controller, Get, Header, HttpCode, HttpStatus, Logger, Post, Query, Res } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Auth, CurrentUser, Public, type AuthUser } from '../../core/auth/auth.decorators';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { resultUrl } from '../checkout/order-placement';
import { ProviderRegistry } from '../providers/provider-registry';
import { SANDBOX_SIGNATURE_HEADER, type SandboxEventType, type SandboxProvider } from '../providers/sandbox.provider';
import { returnResultOf, sandboxPage } from './sandbox-page';
import { SandboxDecisionDto, SandboxRenewDto, SandboxSessionQueryDto, type SandboxDecision } from './sandbox.dto';

const EVENT_OF: Record<SandboxDecision, SandboxEventType> = {
  pay: 'payment.succeeded',
  'pay-slowly': 'payment.processing',
  settle: 'payment.succeeded',
  bounce: 'payment.failed',
  decline: 'payment.failed',
  cancel: 'payment.cancelled',
};
const RESULT_OF: Record<SandboxDecision, 'success' | 'pending' | 'cancel'> = {
  pay: 'success',
  'pay-slowly': 'success',
  settle: 'success',
  bounce: 'pending',
  decline: 'pending',
  cancel: 'cancel',
};

const notFound = () => new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'There is no such sandbox payment.');

/**
 * The sandbox provider's hosted page (outside production only; 404 otherwise). Each button records
 * the outcome as the provider's state, sends the signed webhook through the server's own HTTP
 * stack to /api/Payment/Webhook/Sandbox (the same route, verification and fulfilment a real
 * provider reaches), then sends the browser to the result page.
 */
@ApiExcludeController()
@Controller('api/Payment/Sandbox')
export class SandboxController {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly providers: ProviderRegistry,
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  private get sandbox(): SandboxProvider {
    if (!this.providers.sandbox) throw notFound();
    return this.providers.sandbox;
  }

  @Get('Checkout')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Query() query: SandboxSessionQueryDto): Promise<string> {
    const sandbox = this.sandbox;
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id: query.session } });
    if (!payment) throw notFound();
    const order = await this.txHost.tx.order.findUnique({
      where: { purchaseId: payment.purchaseId },
      select: { items: { select: { productName: true, quantity: true } } },
    });
    const description = (order?.items ?? [])
      .map((i) => (i.quantity > 1 ? `${i.quantity} x ${i.productName}` : i.productName))
      .join(', ');
    const result = returnResultOf(payment.status);
    // A partial refund leaves the payment paid: the page says what came back, as the provider reports it.
    const refundedCents = payment.status === 'paid' ? (await sandbox.retrieve(payment.id)).refundedCents : 0;
    return sandboxPage({
      sessionId: payment.id,
      purchaseId: payment.purchaseId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      refundedCents,
      description,
      returnUrl: result ? resultUrl(sandbox.publicUrl, result, payment.purchaseId) : undefined,
    });
  }

  @Post('Checkout')
  @Public()
  @HttpCode(HttpStatus.SEE_OTHER)
  async decide(@Body() body: SandboxDecisionDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const sandbox = this.sandbox;
    // Recording the button is the only step that may fail: its error (503 while the database is
    // away) asks the buyer to press again, and pressing again is safe (SandboxProvider.decide).
    const decided = await sandbox.decide(body.session, EVENT_OF[body.decision]);
    if (!decided) throw notFound();
    // Recorded: whatever happens to the webhook now, the page answers as the provider would. A
    // delivery the shop could not take leaves the order to another press or to the reconcile job.
    if (decided.event)
      await this.deliver(JSON.stringify(decided.event), sandbox).catch((error: unknown) => {
        this.log.warn(
          `The sandbox webhook could not be delivered: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    // A button pressed on a payment decided before (another tab, a second click) changes nothing:
    // the browser goes to the result of what was decided, not of the button (Pay on a cancelled one).
    const result = decided.event
      ? RESULT_OF[body.decision]
      : (returnResultOf(decided.status) ?? RESULT_OF[body.decision]);
    reply.header('Location', resultUrl(sandbox.publicUrl, result, decided.purchaseId));
  }

  /**
   * Bills the next period of my automatic renewal now (paid or failed), as a provider does when a
   * period ends, and delivers the signed webhook: the renewal arrives as it would from Stripe.
   * One cancelled at its period's end ends instead. Someone else's subscription: 404.
   */
  @Post('Renew')
  @Auth()
  @HttpCode(HttpStatus.OK)
  async renew(
    @CurrentUser() user: AuthUser,
    @Body() body: SandboxRenewDto,
  ): Promise<{ event: string | null; outcome: string | null }> {
    const sandbox = this.sandbox;
    const subscription = await this.txHost.tx.subscription.findFirst({
      where: { id: body.subscription, userId: user.userId, provider: 'SANDBOX' },
      select: { providerSubscriptionId: true },
    });
    if (!subscription?.providerSubscriptionId)
      throw new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'There is no such sandbox subscription.');
    const event = await sandbox.subscriptions.bill(subscription.providerSubscriptionId, body.outcome);
    if (!event) return { event: null, outcome: null };
    const answer = await this.deliver(JSON.stringify(event), sandbox);
    return { event: event.type, outcome: answer };
  }

  /** As a provider would: a signed POST to our webhook. A refusal is logged; the reconcile job settles the order later. */
  private async deliver(body: string, sandbox: SandboxProvider): Promise<string | null> {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const answer = await fastify.inject({
      method: 'POST',
      url: '/api/Payment/Webhook/Sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandbox.sign(body) },
      payload: body,
    });
    if (answer.statusCode >= 300) {
      this.log.warn(`The sandbox webhook was answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
      return null;
    }
    return (JSON.parse(answer.body) as { outcome?: string }).outcome ?? null;
  }
}
