import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { CatalogModule } from '../catalog/catalog.module';
import { PlayerModule } from '../player/player.module';
import { PromoModule } from '../promo/promo.module';
import { VpnModule } from '../vpn/vpn.module';
import { CheckoutService } from './checkout/checkout.service';
import { OrderPlacement } from './checkout/order-placement';
import { FulfilmentService } from './fulfilment/fulfilment.service';
import { InvoiceService } from './invoice/invoice.service';
import { OrderService } from './orders/order.service';
import { PaymentController } from './payment.controller';
import { QuoteService } from './pricing/quote.service';
import { ProviderRegistry } from './providers/provider-registry';
import { SandboxController } from './sandbox/sandbox.controller';
import { ReconcileJob } from './settlement/reconcile.job';
import { SettlementService } from './settlement/settlement.service';
import { WebhookController } from './webhook.controller';

/**
 * Checkout, providers, webhooks, fulfilment, orders and invoices. Owns Order, OrderItem, Payment,
 * ProviderEvent, Invoice, InvoiceCounter, Shipment, SandboxPayment.
 */
@Module({
  imports: [AccountModule, CatalogModule, PlayerModule, VpnModule, PromoModule],
  controllers: [PaymentController, WebhookController, SandboxController],
  providers: [ProviderRegistry, QuoteService, OrderPlacement, CheckoutService, OrderService, SettlementService, FulfilmentService, InvoiceService, ReconcileJob],
})
export class PaymentModule {}
