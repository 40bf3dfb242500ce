import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { mapLocale, type Language } from '@shop/contracts';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma } from '../../generated/prisma/client';
import { MailService } from '../../mail/mail.service';
import { formatMoney } from './invoice-amounts';
import { invoiceFileName, formatInvoiceNumber } from './invoice-number';
import { buyerLines, buyerName, sellerOf } from './invoice-parties';
import { draftInvoicePdf, renderInvoicePdf, type InvoiceDocument, type InvoiceDraft } from './invoice-pdf';
import { productLabel } from './product-label';
import { takeYearlyNumber } from './invoice.queries';
import { lockRow } from '../../core/database/row-lock';

/** What an invoice is made of: the order, its items in the order they were bought, and its buyer. */
const ORDER_FOR_INVOICE = {
  include: {
    items: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    user: { select: { name: true, surname: true, email: true, country: true } },
  },
} satisfies Prisma.OrderDefaultArgs;
type OrderForInvoice = Prisma.OrderGetPayload<typeof ORDER_FOR_INVOICE>;

/** An invoice laid out before the transaction that numbers it: only the number is written under the lock. */
export interface PreparedInvoice {
  orderId: string;
  issuedAt: Date;
  draft: InvoiceDraft;
}

const orderNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order was not found.');

/**
 * Invoices of paid orders: a number from a yearly counter, a PDF in the buyer's language kept in
 * the Invoice row, and the receipt mail with that PDF attached, all in the caller's transaction.
 */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Lays out the invoice of an order about to be paid, outside any transaction (nothing is locked
   * meanwhile): settlement does this when the provider says paid, so that the order's lock is held
   * only for numbering. Null when the order has an invoice already.
   */
  async prepare(orderId: string, issuedAt: Date = new Date()): Promise<PreparedInvoice | null> {
    const order = await this.txHost.tx.order.findUnique({
      where: { id: orderId },
      include: { ...ORDER_FOR_INVOICE.include, invoice: { select: { id: true } } },
    });
    if (!order || order.invoice) return null;
    return { orderId, issuedAt, draft: draftInvoicePdf(this.documentOf(order, mapLocale(order.language), issuedAt)) };
  }

  /**
   * Called by fulfilment inside its transaction, right after the order became paid: numbers the
   * invoice, stores its PDF and queues the receipt mail. Does nothing for an order that has an
   * invoice already. `issuedAt` (now) decides the year of the number; tests pass a year of their own.
   *
   * The year's counter row stays locked until the caller commits (that is what keeps the numbers
   * without gaps), so the PDF is laid out before the number is taken (by `prepare`, before the
   * transaction, when the caller did) and the caller should commit soon after.
   */
  async issue(orderId: string, issuedAt: Date = new Date(), prepared?: PreparedInvoice | null): Promise<void> {
    // Two deliveries of one payment (webhook and reconcile job) may both get here: the second
    // waits for the first to commit and then sees its invoice.
    await lockRow(this.txHost.tx, 'Order', orderId);
    const order = await this.txHost.tx.order.findUnique({
      where: { id: orderId },
      include: { ...ORDER_FOR_INVOICE.include, invoice: { select: { id: true } } },
    });
    if (!order) throw new Error(`Invoice for order ${orderId}: no such order`);
    if (order.invoice) return;
    if (order.status !== 'PAID' && !order.paidAt)
      throw new Error(`Invoice for order ${orderId}: the order is not paid`);

    const language = mapLocale(order.language);
    const laidOut = prepared?.orderId === orderId ? prepared : null;
    if (laidOut) issuedAt = laidOut.issuedAt;
    const draft = laidOut?.draft ?? draftInvoicePdf(this.documentOf(order, language, issuedAt));
    const year = issuedAt.getUTCFullYear();
    const number = await takeYearlyNumber(this.txHost.tx, 'InvoiceCounter', year);
    const pdf = await draft.finish(formatInvoiceNumber(year, number));
    await this.txHost.tx.invoice.create({
      data: {
        orderId,
        year,
        number,
        language,
        issuedAt,
        totalCents: order.totalCents,
        currency: order.currency,
        pdf: new Uint8Array(pdf),
      },
      select: { id: true },
    });
    await this.sendReceipt(order, language, formatInvoiceNumber(year, number), {
      fileName: invoiceFileName(year, number),
      pdf,
    });
  }

  /** The PDF of the paid order `purchaseId` of `userId`; 404 ORDER_NOT_FOUND / INVOICE_NOT_FOUND. */
  async pdfFor(purchaseId: string, userId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const order = await this.txHost.tx.order.findUnique({
      where: { purchaseId },
      select: {
        id: true,
        userId: true,
        invoice: { select: { year: true, number: true, language: true, issuedAt: true, pdf: true } },
      },
    });
    // Someone else's order is answered exactly like one that does not exist.
    if (!order || order.userId !== userId) throw orderNotFound();
    const invoice = order.invoice;
    if (!invoice)
      throw new DomainException(
        HttpStatus.NOT_FOUND,
        'INVOICE_NOT_FOUND',
        'This order has no invoice: it is not paid.',
      );
    const fileName = invoiceFileName(invoice.year, invoice.number);
    if (invoice.pdf) return { pdf: Buffer.from(invoice.pdf), fileName };
    // No stored PDF (kept elsewhere, or dropped to save space): made again from the order, the same
    // way and with the same number, date and language.
    const full = await this.txHost.tx.order.findUniqueOrThrow({ where: { id: order.id }, ...ORDER_FOR_INVOICE });
    const language = mapLocale(invoice.language);
    const pdf = await renderInvoicePdf({
      ...this.documentOf(full, language, invoice.issuedAt),
      number: formatInvoiceNumber(invoice.year, invoice.number),
    });
    return { pdf, fileName };
  }

  private documentOf(order: OrderForInvoice, language: Language, issuedAt: Date): Omit<InvoiceDocument, 'number'> {
    return {
      language,
      issuedAt,
      purchaseId: order.purchaseId,
      currency: order.currency,
      seller: sellerOf(this.config.env),
      buyer: buyerLines(order, language),
      items: order.items.map(({ productName, quantity, unitPriceCents }) => ({
        productName,
        quantity,
        unitPriceCents,
      })),
      discountCents: order.discountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      vatRatePercent: this.config.env.VAT_RATE_PERCENT,
    };
  }

  /** The receipt, to the order's address (else the account's), with the invoice attached. */
  private async sendReceipt(
    order: OrderForInvoice,
    language: Language,
    invoiceNumber: string,
    file: { fileName: string; pdf: Buffer },
  ): Promise<void> {
    const to = order.email ?? order.user?.email;
    if (!to) return;
    const money = (cents: number) => formatMoney(cents, order.currency, language);
    await this.mail.enqueue({
      to,
      userId: order.userId ?? undefined,
      language,
      template: 'order-paid',
      data: {
        name: buyerName(order),
        purchaseId: order.purchaseId,
        invoiceNumber,
        total: money(order.totalCents),
        items: order.items.map(
          (item) =>
            `${item.quantity} × ${productLabel(item.productName, language)}: ${money(item.quantity * item.unitPriceCents)}`,
        ),
        link: `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/orders`,
      },
      attachments: [{ fileName: file.fileName, contentType: 'application/pdf', content: file.pdf }],
    });
  }
}
