import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { mapLocale, type Language } from '@shop/contracts';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma } from '../../generated/prisma/client';
import { MailService } from '../../mail/mail.service';
import { draftCreditNotePdf, renderCreditNotePdf, type CreditNoteDocument } from './credit-note-pdf';
import { isCreditNoteReason, type CreditNoteReason } from '@shop/contracts';
import { formatMoney } from './invoice-amounts';
import {
  creditNoteFileName,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  parseCreditNoteNumber,
} from './invoice-number';
import { buyerLines, buyerName, sellerOf } from './invoice-parties';
import { takeYearlyNumber } from './invoice.queries';
import { lockRow } from '../../core/database/row-lock';

/** One refund to document: what was paid back, the items refunded whole (if any) and why. */
export interface CreditNoteInput {
  orderId: string;
  /** Positive cents, in the order's currency. */
  amountCents: number;
  /** Items of the order refunded whole; empty for an amount (the note then has one line, its reason). */
  itemIds: string[];
  reason: CreditNoteReason;
  /** Decides the year of the number; now unless given (tests pass a year of their own). */
  issuedAt?: Date;
}

/** What a credit note is made of: the order with its items, buyer and invoice. */
const ORDER_FOR_CREDIT_NOTE = {
  include: {
    items: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    user: { select: { name: true, surname: true, email: true, country: true } },
    invoice: { select: { year: true, number: true } },
  },
} satisfies Prisma.OrderDefaultArgs;
type OrderForCreditNote = Prisma.OrderGetPayload<typeof ORDER_FOR_CREDIT_NOTE>;

/** The stored facts of a note a PDF is made from. */
type NoteFacts = Pick<CreditNoteDocument, 'language' | 'issuedAt' | 'reason' | 'amountCents'> & { itemIds: string[] };

const orderNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order was not found.');
const creditNoteNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'CREDIT_NOTE_NOT_FOUND', 'This order has no credit note with this number.');

/**
 * Credit notes: the document of every refund, whole or partial, and of every lost chargeback. A
 * number from its own yearly counter (CN-2026-000001), a PDF in the buyer's language kept in the
 * CreditNote row, and a mail with that PDF attached, all in the caller's transaction.
 */
@Injectable()
export class CreditNoteService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /**
   * Called by the refund in its transaction, which holds the order's row lock and has recorded
   * the refund: numbers the note, stores its PDF and queues its mail. Every call is a new note
   * (one per refund); the notes of an order never credit more than its total.
   *
   * The year's counter row stays locked until the caller commits (that is what keeps the numbers
   * without gaps), so the PDF is laid out before the number is taken and the caller should commit
   * soon after.
   */
  async issue(input: CreditNoteInput): Promise<{ id: string; number: string }> {
    const { orderId, amountCents, reason } = input;
    const fail = (why: string) => new Error(`Credit note for order ${orderId}: ${why}`);
    // Outside a transaction the number would be taken and kept even when the note is not written.
    if (!this.txHost.isTransactionActive()) throw fail("issued outside a transaction (it belongs in the refund's)");
    if (!Number.isInteger(amountCents) || amountCents <= 0) throw fail('the amount must be a positive number of cents');
    if (!isCreditNoteReason(reason)) throw fail(`unknown reason ${String(reason)}`);
    // The caller's lock already; taken again (a no-op then) so the total below cannot race.
    await lockRow(this.txHost.tx, 'Order', orderId);
    const order = await this.txHost.tx.order.findUnique({ where: { id: orderId }, ...ORDER_FOR_CREDIT_NOTE });
    if (!order) throw fail('no such order');
    const itemIds = [...new Set(input.itemIds)];
    const foreign = itemIds.filter((id) => !order.items.some((item) => item.id === id));
    if (foreign.length > 0) throw fail(`items ${foreign.join(', ')} are not the order's`);
    const credited = await this.txHost.tx.creditNote.aggregate({ where: { orderId }, _sum: { amountCents: true } });
    if ((credited._sum.amountCents ?? 0) + amountCents > order.totalCents)
      throw fail(`its notes would credit more than the order's total of ${order.totalCents}`);

    const issuedAt = input.issuedAt ?? new Date();
    const language = mapLocale(order.language);
    const draft = draftCreditNotePdf(this.documentOf(order, { language, issuedAt, reason, amountCents, itemIds }));
    const year = issuedAt.getUTCFullYear();
    const number = await takeYearlyNumber(this.txHost.tx, 'CreditNoteCounter', year);
    const formatted = formatCreditNoteNumber(year, number);
    const pdf = await draft.finish(formatted);
    const { id } = await this.txHost.tx.creditNote.create({
      data: {
        orderId,
        year,
        number,
        language,
        issuedAt,
        amountCents,
        currency: order.currency,
        itemIds,
        reason,
        pdf: new Uint8Array(pdf),
      },
      select: { id: true },
    });
    await this.sendNote(
      order,
      { language, reason, amountCents, number: formatted },
      { fileName: creditNoteFileName(year, number), pdf },
    );
    return { id, number: formatted };
  }

  /** The PDF of credit note `number` (CN-2026-000001) of the order `purchaseId` of `userId`; 404 ORDER_NOT_FOUND / CREDIT_NOTE_NOT_FOUND. */
  async pdfFor(purchaseId: string, number: string, userId: string): Promise<{ pdf: Buffer; fileName: string }> {
    const order = await this.txHost.tx.order.findUnique({ where: { purchaseId }, select: { id: true, userId: true } });
    // Someone else's order is answered exactly like one that does not exist.
    if (!order || order.userId !== userId) throw orderNotFound();
    const wanted = parseCreditNoteNumber(number);
    const note = wanted ? await this.txHost.tx.creditNote.findUnique({ where: { year_number: wanted } }) : null;
    if (!note || note.orderId !== order.id) throw creditNoteNotFound();
    const fileName = creditNoteFileName(note.year, note.number);
    if (note.pdf) return { pdf: Buffer.from(note.pdf), fileName };
    // No stored PDF (kept elsewhere, or dropped to save space): made again from the order and the
    // note, the same way and with the same number, date and language.
    if (!isCreditNoteReason(note.reason)) throw new Error(`Credit note ${note.id}: unknown reason ${note.reason}`);
    const full = await this.txHost.tx.order.findUniqueOrThrow({ where: { id: order.id }, ...ORDER_FOR_CREDIT_NOTE });
    const facts = {
      language: mapLocale(note.language),
      issuedAt: note.issuedAt,
      reason: note.reason,
      amountCents: note.amountCents,
      itemIds: note.itemIds,
    };
    const pdf = await renderCreditNotePdf({
      ...this.documentOf(full, facts),
      number: formatCreditNoteNumber(note.year, note.number),
    });
    return { pdf, fileName };
  }

  /** Seller and buyer as on the invoice; the items refunded whole, with the order's discount and shipping when that is all of them. */
  private documentOf(order: OrderForCreditNote, note: NoteFacts): Omit<CreditNoteDocument, 'number'> {
    const items = order.items.filter((item) => note.itemIds.includes(item.id));
    const wholeOrder = items.length > 0 && items.length === order.items.length;
    return {
      language: note.language,
      issuedAt: note.issuedAt,
      purchaseId: order.purchaseId,
      invoiceNumber: order.invoice ? formatInvoiceNumber(order.invoice.year, order.invoice.number) : null,
      currency: order.currency,
      seller: sellerOf(this.config.env),
      buyer: buyerLines(order, note.language),
      reason: note.reason,
      items: items.map(({ productName, quantity, unitPriceCents }) => ({ productName, quantity, unitPriceCents })),
      discountCents: wholeOrder ? order.discountCents : 0,
      shippingCents: wholeOrder ? order.shippingCents : 0,
      amountCents: note.amountCents,
      vatRatePercent: this.config.env.VAT_RATE_PERCENT,
    };
  }

  /**
   * The note's mail, to the order's address (else the account's), with the PDF attached; a service
   * mail like the receipt, sent whatever the address said about marketing mail.
   */
  private async sendNote(
    order: OrderForCreditNote,
    note: { language: Language; reason: CreditNoteReason; amountCents: number; number: string },
    file: { fileName: string; pdf: Buffer },
  ): Promise<void> {
    const to = order.email ?? order.user?.email;
    if (!to) return;
    await this.mail.enqueue({
      to,
      userId: order.userId ?? undefined,
      language: note.language,
      template: 'order-refunded',
      data: {
        name: buyerName(order),
        purchaseId: order.purchaseId,
        creditNoteNumber: note.number,
        amount: formatMoney(note.amountCents, order.currency, note.language),
        reason: note.reason,
        link: `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/orders`,
      },
      attachments: [{ fileName: file.fileName, contentType: 'application/pdf', content: file.pdf }],
    });
  }
}
