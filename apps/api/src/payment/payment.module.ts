import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PlayerModule } from '../player/player.module';
import { PromoModule } from '../promo/promo.module';
import { VpnModule } from '../vpn/vpn.module';
import { CheckoutService } from './checkout/checkout.service';
import { OrderPlacement } from './checkout/order-placement';
import { FulfilmentService } from './fulfilment/fulfilment.service';
import { CreditNoteService } from './invoice/credit-note.service';
import { InvoiceService } from './invoice/invoice.service';
import { OrderQueries } from './orders/order.queries';
import { OrderService } from './orders/order.service';
import { PaymentController } from './payment.controller';
import { QuoteService } from './pricing/quote.service';
import { ProviderRegistry } from './providers/provider-registry';
import { SandboxController } from './sandbox/sandbox.controller';
import { OrderHistory } from './orders/order-history';
import { DisputeService } from './settlement/dispute.service';
import { ReconcileJob } from './settlement/reconcile.job';
import { RefundService } from './settlement/refund.service';
import { SettlementQueries } from './settlement/settlement.queries';
import { SettlementService } from './settlement/settlement.service';
import { RenewalBilling } from './subscriptions/renewal-billing';
import { SubscriptionGraceJob } from './subscriptions/subscription-grace.job';
import { SubscriptionQueries } from './subscriptions/subscription.queries';
import { SubscriptionService } from './subscriptions/subscription.service';
import { WebhookController } from './webhook.controller';

/**
 * Checkout, providers, webhooks, fulfilment, orders, refunds, disputes, invoices and credit notes.
 * Owns Order, OrderItem, OrderEvent, Payment, ProviderEvent, Dispute, Invoice, InvoiceCounter,
 * CreditNote, CreditNoteCounter, Shipment, Subscription, SandboxPayment, SandboxSubscription.
 */
@Module({
  imports: [AccountModule, CatalogModule, PlayerModule, VpnModule, PromoModule],
  controllers: [PaymentController, WebhookController, SandboxController],
  providers: [
    ProviderRegistry,
    QuoteService,
    OrderPlacement,
    CheckoutService,
    OrderQueries,
    OrderService,
    OrderHistory,
    SettlementQueries,
    SettlementService,
    RefundService,
    DisputeService,
    FulfilmentService,
    InvoiceService,
    CreditNoteService,
    ReconcileJob,
    SubscriptionQueries,
    SubscriptionService,
    RenewalBilling,
    SubscriptionGraceJob,
  ],
  exports: [SubscriptionService],
})
export class PaymentModule {}
