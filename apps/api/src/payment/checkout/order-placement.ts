import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma } from '../../generated/prisma/client';
import { DiscountService } from '../../promo/discount.service';
import type { PayResponse } from '../payment.responses';
import type { LineTotal } from '../pricing/price-engine';
import { periodOf, type Quote } from '../pricing/quote.service';
import { ProviderCallError, type PaymentProviderAdapter } from '../providers/payment-provider';
import { PROVIDER_ENUM } from '../providers/provider-registry';
import { SubscriptionService } from '../subscriptions/subscription.service';

/** Who pays and where the receipt and the goods go. */
export interface Buyer {
  userId?: string;
  email: string;
  language: string;
  billingAddress: Record<string, unknown>;
  shippingAddress: Record<string, unknown> | null;
  /** PayAndRegister: makes the account in the order's transaction, answering its id. */
  createAccount?: () => Promise<string>;
}

/** The public id of an order: 128 random bits, so holding it is what proves a code-bought order is yours. */
export function newPurchaseId(): string {
  return `P-${randomBytes(16).toString('base64url')}`;
}

/** A line as the provider's payment page names it: `2 x VPN-ONE-MONTH`, `VPN-ONE-MONTH (renewal of K7MX-…)`. */
function lineDescription(line: LineTotal): string {
  const name = line.quantity > 1 ? `${line.quantity} x ${line.product.name}` : line.product.name;
  if (!line.renews) return name;
  return `${name} (renewal of ${line.renews.kind === 'pass' ? line.renews.code : line.renews.serial})`;
}

/** Where providers send the browser back: the result page of the web app. */
export function resultUrl(publicUrl: string, result: 'success' | 'cancel' | 'pending', purchaseId: string): string {
  return new URL(`/payment/${result}?purchaseId=${encodeURIComponent(purchaseId)}`, publicUrl).toString();
}

/**
 * Places an order: the pending order with its items at the quote's (server) prices and the
 * discount use taken, in one transaction; then the provider's payment, outside it (a network call
 * never holds a transaction open). A provider that fails leaves a failed order and no charge.
 */
@Injectable()
export class OrderPlacement {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly discounts: DiscountService,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionService,
  ) {}

  async place(quote: Quote, buyer: Buyer, adapter: PaymentProviderAdapter): Promise<PayResponse> {
    const purchaseId = newPurchaseId();
    const { totals, catalogue } = quote;
    const order = await this.txHost.withTransaction(async () => {
      const userId = buyer.createAccount ? await buyer.createAccount() : (buyer.userId ?? null);
      const provider = PROVIDER_ENUM[adapter.name];
      const subscriptionId = quote.recurring
        ? await this.subscriptions.open(
            { userId, provider, currency: catalogue.currency, country: catalogue.country },
            quote.recurring,
          )
        : null;
      const created = await this.txHost.tx.order.create({
        data: {
          purchaseId,
          userId,
          email: buyer.email,
          language: buyer.language,
          provider,
          subscriptionId,
          currency: catalogue.currency,
          subtotalCents: totals.subtotalCents,
          discountCents: totals.discountCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          country: catalogue.country,
          discountCodeId: quote.discount?.id ?? null,
          billingAddress: buyer.billingAddress as Prisma.InputJsonValue,
          shippingAddress: (buyer.shippingAddress ?? undefined) as Prisma.InputJsonValue | undefined,
          idempotencyKey: randomUUID(),
          items: {
            create: totals.lines.map((line) => ({
              productId: line.product.id,
              productName: line.product.name,
              quantity: line.quantity,
              // The list price, and what the code took off this line (a refund of the item pays back the difference).
              unitPriceCents: line.product.priceCents,
              discountCents: line.discountCents,
              targetDeviceId: line.target ? (quote.devices.get(line.target)?.id ?? null) : null,
              targetPassId: line.renews?.kind === 'pass' ? line.renews.id : null,
              targetBoxId: line.renews?.kind === 'box' ? line.renews.id : null,
            })),
          },
        },
        select: { id: true, idempotencyKey: true },
      });
      if (quote.discount && !(await this.discounts.redeem(quote.discount.id, created.id, userId))) {
        // Another payment took the code's last use (or its window closed) since the summary.
        throw new DomainException(HttpStatus.CONFLICT, 'DISCOUNT_USED_UP', 'This discount code has just been used up.');
      }
      return created;
    });

    const publicUrl = this.config.env.PUBLIC_URL;
    try {
      const checkout = await adapter.createCheckout({
        purchaseId,
        idempotencyKey: order.idempotencyKey,
        amountCents: totals.totalCents,
        currency: catalogue.currency,
        description: totals.lines.map(lineDescription).join(', '),
        email: buyer.email,
        language: buyer.language,
        successUrl: resultUrl(publicUrl, 'success', purchaseId),
        cancelUrl: resultUrl(publicUrl, 'cancel', purchaseId),
        ...(quote.recurring && {
          recurring: {
            intervalMonths: quote.recurring.durationMonths,
            amountCents: quote.recurring.amountCents,
            productName: quote.recurring.product.name,
            firstRenewalAt: new Date(periodOf(totals)?.endAt ?? Date.now()),
          },
        }),
      });
      await this.txHost.tx.order.update({
        where: { id: order.id },
        data: { providerSessionId: checkout.sessionId },
        select: { id: true },
      });
      return {
        payUrl: checkout.payUrl,
        purchaseId,
        payStatus: 'pending',
        payMessage: null,
        dataExtra: { provider: adapter.name, amount: totals.totalCents, currency: catalogue.currency },
      };
    } catch (error) {
      await this.abandon(order.id, error);
      if (error instanceof ProviderCallError) {
        throw new DomainException(
          HttpStatus.BAD_GATEWAY,
          'PROVIDER_ERROR',
          'The payment provider could not be reached; nothing was charged. Please try again.',
        );
      }
      throw error;
    }
  }

  /** The provider never took the order: it fails, and its discount use is given back. */
  private async abandon(orderId: string, error: unknown): Promise<void> {
    this.log.warn(`Order ${orderId} failed at the provider: ${error instanceof Error ? error.message : String(error)}`);
    await this.txHost.withTransaction(async () => {
      await this.txHost.tx.order.update({
        where: { id: orderId },
        data: { status: 'FAILED', failureReason: 'PROVIDER_ERROR' },
        select: { id: true },
      });
      await this.discounts.release(orderId);
    });
  }
}
