import type { INestApplication } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { InvoiceService } from './invoice.service';

/** The purchase ids of the seeded demo orders (seed/demo-orders.ts); Pay's are random. */
export const DEMO_ORDER_PREFIX = 'P-demo-';

/**
 * The invoices (with their receipt mails, in /dev/mailbox) of the demo accounts' seeded orders
 * (the seed has no application to issue them with),
 * issued by the invoice service as a paid order's are; run at boot after the demo seed. Orders
 * that have their invoice are left alone, so every boot after the first does nothing.
 */
export async function issueDemoInvoices(app: INestApplication): Promise<number> {
  const txHost = app.get<TransactionHost<PrismaTransactions>>(TransactionHost);
  const invoices = app.get(InvoiceService);
  const orders = await txHost.tx.order.findMany({
    where: {
      status: 'PAID',
      invoice: null,
      purchaseId: { startsWith: DEMO_ORDER_PREFIX },
    },
    select: { id: true, paidAt: true },
    orderBy: { paidAt: 'asc' },
  });
  for (const order of orders) {
    await txHost.withTransaction(() => invoices.issue(order.id, order.paidAt ?? new Date()));
  }
  return orders.length;
}
