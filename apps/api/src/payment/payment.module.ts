import { Module } from '@nestjs/common';
import { CheckoutService } from './checkout/checkout.service';
import { InvoiceService } from './invoice/invoice.service';
import { OrderService } from './orders/order.service';
import { PaymentController } from './payment.controller';
import { SettlementService } from './settlement/settlement.service';

/** Checkout, providers, webhooks, fulfilment, orders and invoices. Owns Order, OrderItem, Payment, ProviderEvent, Invoice, InvoiceCounter, Shipment, SandboxPayment. */
@Module({
  controllers: [PaymentController],
  providers: [CheckoutService, OrderService, InvoiceService, SettlementService],
})
export class PaymentModule {}
