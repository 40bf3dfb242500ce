import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { CreditNoteService, type CreditNoteInput } from '../src/payment/invoice/credit-note.service';
import { InvoiceService } from '../src/payment/invoice/invoice.service';
import { pdfText } from '../src/payment/invoice/pdf-text.spec-support';
import { mailsTo, newDiscountedOrder, newSession, newUser } from './factories';
import { binary, plain } from './support/pdf-answer';
import { createTestApp } from './test-app';

describe('Credit notes', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let txHost: TransactionHost<PrismaTransactions>;
  let sut: CreditNoteService;
  let invoices: InvoiceService;
  // Years no other test uses (the invoices' tests take 2200-2899), so every counter starts fresh.
  const base = 3000 + randomInt(0, 90) * 10;
  const years = { main: base, concurrent: base + 1, next: base + 2, own: base + 3, utc: base + 4 };
  const at = (y: number) => new Date(Date.UTC(y, 5, 15, 12));
  const users: string[] = [];
  const orders: string[] = [];
  const emails: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({
      PUBLIC_URL: 'https://shop.example',
      SELLER_ADDRESS: 'Via Roma 1|20121 Milano MI|Italia',
      SELLER_VAT_ID: 'IT01234567890',
    }));
    txHost = app.get(TransactionHost);
    sut = app.get(CreditNoteService);
    invoices = app.get(InvoiceService);
  });
  afterAll(async () => {
    await prisma.creditNote.deleteMany({ where: { orderId: { in: orders } } });
    await prisma.invoice.deleteMany({ where: { orderId: { in: orders } } });
    await prisma.order.deleteMany({ where: { id: { in: orders } } });
    await prisma.creditNoteCounter.deleteMany({ where: { year: { in: Object.values(years) } } });
    await prisma.invoiceCounter.deleteMany({ where: { year: { in: Object.values(years) } } });
    await prisma.mailOutbox.deleteMany({ where: { to: { in: emails } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const signedIn = async () => {
    const user = await newUser(prisma);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };

  /** A paid order of two items with a discount and shipping (97.87 in all), invoiced in `years.main` unless told. */
  const newOrder = async (
    data: { userId?: string; language?: string; billingAddress?: Record<string, string>; invoiced?: boolean } = {},
  ) => {
    const email = `refunded-${randomUUID()}@test.example`;
    emails.push(email);
    const order = await newDiscountedOrder(prisma, {
      email,
      userId: data.userId,
      language: data.language,
      billingAddress: data.billingAddress,
    });
    orders.push(order.id);
    if (data.invoiced !== false) await txHost.withTransaction(() => invoices.issue(order.id, at(years.main)));
    return order;
  };

  /** issue() as a refund calls it: in a transaction of its own that locks the order first. */
  const issue = (input: Partial<CreditNoteInput> & { orderId: string }, year = years.main) =>
    txHost.withTransaction({ maxWait: 60_000, timeout: 60_000 }, async () => {
      await txHost.tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${input.orderId}::uuid FOR UPDATE`;
      return sut.issue({ amountCents: 1299, itemIds: [], reason: 'partial-refund', issuedAt: at(year), ...input });
    });
  const numberOf = (year: number, n: number) => `CN-${year}-${String(n).padStart(6, '0')}`;

  describe('numbers', () => {
    it('numbers the notes of a year 1, 2, ... in their own sequence, apart from the invoices of that year', async () => {
      const order = await newOrder();
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
      expect(invoice).toEqual(expect.objectContaining({ year: years.main, number: 1 }));

      const first = await issue({ orderId: order.id });
      const second = await issue({ orderId: order.id, amountCents: 500 });
      expect([first.number, second.number]).toEqual([numberOf(years.main, 1), numberOf(years.main, 2)]);
      const notes = await prisma.creditNote.findMany({ where: { orderId: order.id }, orderBy: { number: 'asc' } });
      expect(notes.map((note) => [note.id, note.year, note.number, note.amountCents])).toEqual([
        [first.id, years.main, 1, 1299],
        [second.id, years.main, 2, 500],
      ]);
      // Invoicing goes on with its own numbers, and neither counter moved the other.
      await newOrder();
      expect(await prisma.invoiceCounter.findUnique({ where: { year: years.main } })).toEqual(
        expect.objectContaining({ lastNumber: 2 }),
      );
      expect(await prisma.creditNoteCounter.findUnique({ where: { year: years.main } })).toEqual(
        expect.objectContaining({ lastNumber: 2 }),
      );
    });

    it('numbers 10 notes issued at once, each in its own transaction holding its own order, 1 to 10 without a gap or a duplicate', async () => {
      const batch: string[] = [];
      for (let i = 0; i < 10; i++) batch.push((await newOrder()).id);

      const issued = await Promise.all(batch.map((orderId) => issue({ orderId }, years.concurrent)));

      const numbers = (
        await prisma.creditNote.findMany({
          where: { orderId: { in: batch } },
          select: { year: true, number: true, pdf: true },
        })
      )
        .map((note) => {
          expect(note.year).toBe(years.concurrent);
          expect(note.pdf).not.toBeNull();
          return note.number;
        })
        .sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(issued.map((note) => note.number).sort()).toEqual(numbers.map((n) => numberOf(years.concurrent, n)));
      const counter = await prisma.creditNoteCounter.findUniqueOrThrow({ where: { year: years.concurrent } });
      expect(counter.lastNumber).toBe(10);
    }, 300_000);

    it('starts again at 1 in a new year, and the old year goes on where it was', async () => {
      const order = await newOrder();
      const { lastNumber } = await prisma.creditNoteCounter.findUniqueOrThrow({ where: { year: years.main } });
      expect((await issue({ orderId: order.id }, years.next)).number).toBe(numberOf(years.next, 1));
      expect((await issue({ orderId: order.id, amountCents: 100 }, years.main)).number).toBe(
        numberOf(years.main, lastNumber + 1),
      );
      expect((await issue({ orderId: order.id, amountCents: 100 }, years.next)).number).toBe(numberOf(years.next, 2));
    });

    it('writes the time of the counter in UTC, whatever the time zone of the session', async () => {
      const order = await newOrder();
      await txHost.withTransaction(async () => {
        // UTC+14: a bare now() would put the counter's time 14 hours ahead.
        await txHost.tx.$executeRaw`SET LOCAL TIME ZONE 'Pacific/Kiritimati'`;
        await sut.issue({
          orderId: order.id,
          amountCents: 100,
          itemIds: [],
          reason: 'partial-refund',
          issuedAt: at(years.utc),
        });
      });
      const counter = await prisma.creditNoteCounter.findUniqueOrThrow({ where: { year: years.utc } });
      expect(Math.abs(counter.updatedAt.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    });

    it('gives the number back when the refund fails after it: no note, no mail, no gap', async () => {
      const order = await newOrder();
      await expect(
        txHost.withTransaction(async () => {
          await sut.issue({
            orderId: order.id,
            amountCents: 1299,
            itemIds: [],
            reason: 'refund',
            issuedAt: at(years.own),
          });
          throw new Error('the refund failed after its credit note');
        }),
      ).rejects.toThrow('the refund failed');
      expect(await prisma.creditNote.count({ where: { orderId: order.id } })).toBe(0);
      expect(await mailsTo(prisma, order.email!, 'order-refunded')).toHaveLength(0);
      expect((await issue({ orderId: order.id }, years.own)).number).toBe(numberOf(years.own, 1));
    });

    it('refuses a note outside a transaction, of items of another order, or crediting more than the order cost', async () => {
      const order = await newOrder();
      const other = await newOrder();
      await expect(sut.issue({ orderId: order.id, amountCents: 100, itemIds: [], reason: 'refund' })).rejects.toThrow(
        /outside a transaction/,
      );
      await expect(issue({ orderId: order.id, itemIds: [other.items[0].id] })).rejects.toThrow(/not the order's/);
      await expect(issue({ orderId: order.id, amountCents: 0 })).rejects.toThrow(/positive/);
      await issue({ orderId: order.id, amountCents: 9000 });
      await expect(issue({ orderId: order.id, amountCents: 788 })).rejects.toThrow(
        /more than the order's total of 9787/,
      );
      await issue({ orderId: order.id, amountCents: 787 });
      expect(await prisma.creditNote.count({ where: { orderId: order.id } })).toBe(2);
    });
  });

  describe('mail', () => {
    it('queues the note in the order language with its PDF attached: the amount, the order, the invoice and the items refunded whole', async () => {
      const { user } = await signedIn();
      const order = await newOrder({
        userId: user.id,
        language: 'de',
        billingAddress: {
          name: 'Jonas',
          surname: 'Weber',
          street: 'Hauptstraße 3',
          zip: '10115',
          city: 'Berlin',
          country: 'DE',
          email: 'jonas@test.example',
        },
      });
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
      const vpn = order.items.find((item) => item.productName === 'VPN-TWELVE-MONTHS')!;
      // 79.98 less its share of the discount.
      const { number } = await issue({ orderId: order.id, amountCents: 7548, itemIds: [vpn.id] });

      const note = await prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } });
      expect(note).toEqual(
        expect.objectContaining({
          language: 'de',
          amountCents: 7548,
          currency: 'EUR',
          itemIds: [vpn.id],
          reason: 'partial-refund',
          issuedAt: at(years.main),
        }),
      );

      const [mail] = await mailsTo(prisma, order.email!, 'order-refunded');
      expect(mail).toEqual(
        expect.objectContaining({
          userId: user.id,
          language: 'de',
          status: 'PENDING',
          subject: `Gutschrift ${number} zu deiner NOVA-Bestellung ${order.purchaseId}`,
        }),
      );
      const text = plain(mail.text);
      expect(text).toContain('Hallo Jonas,');
      expect(text).toContain(`Wir haben dir 75,48 € deiner Bestellung ${order.purchaseId} erstattet.`);
      expect(text).toContain('innerhalb weniger Tage auf deinem Konto');
      expect(text).toContain(`Deine Gutschrift ${number} hängt als PDF an dieser E-Mail.`);
      expect(text).toContain('https://shop.example/dashboard/orders');
      expect(mail.html).toContain('href="https://shop.example/dashboard/orders"');

      const attachments = await prisma.mailAttachment.findMany({ where: { mailId: mail.id } });
      expect(attachments).toEqual([
        expect.objectContaining({ fileName: `credit-note-${number}.pdf`, contentType: 'application/pdf' }),
      ]);
      const pdf = Buffer.from(attachments[0].content);
      expect(pdf.equals(Buffer.from(note.pdf!))).toBe(true);
      const content = plain(pdfText(pdf));
      const invoiceNumber = `${invoice.year}-${String(invoice.number).padStart(6, '0')}`;
      for (const expected of [
        'Gutschrift',
        number,
        'Zur Rechnung',
        invoiceNumber,
        order.purchaseId,
        'Jonas Weber',
        'Hauptstraße 3',
        'Deutschland',
        'NOVA Media S.r.l.',
        'IT01234567890',
        'VPN-Pass, 12 Monate',
        '79,98 €',
        'Korrektur',
        '-4,50 €',
        'Gutgeschriebener Betrag',
        '75,48 €',
        'darin enthaltene USt. 22 %',
        '13,61 €',
      ]) {
        expect(content).toContain(expected);
      }
      expect(content).not.toContain('Lebenslange Player-Lizenz');
    });

    it('writes the mail and the note of an Arabic order in Arabic', async () => {
      const order = await newOrder({ language: 'sa' });
      await issue({ orderId: order.id, reason: 'refund', amountCents: 9787 });
      const [mail] = await mailsTo(prisma, order.email!, 'order-refunded');
      expect(mail.language).toBe('sa');
      expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
      const [attachment] = await prisma.mailAttachment.findMany({ where: { mailId: mail.id } });
      const content = pdfText(Buffer.from(attachment.content));
      for (const expected of ['إشعار دائن', 'استرداد', 'المبلغ المسترد', '97.87', order.purchaseId])
        expect(content).toContain(expected);
    });

    it('says why a licence that could not be granted was refunded whole, and that a chargeback went through the bank', async () => {
      const licence = await newOrder();
      await issue({ orderId: licence.id, reason: 'not-deliverable', amountCents: 9787 });
      const [refunded] = await mailsTo(prisma, licence.email!, 'order-refunded');
      expect(refunded.text).toContain(
        'because the device already has a lifetime licence. So we have refunded the whole payment of €97.87.',
      );

      const disputed = await newOrder();
      await issue({ orderId: disputed.id, reason: 'dispute-lost', amountCents: 9787 });
      const [chargeback] = await mailsTo(prisma, disputed.email!, 'order-refunded');
      expect(chargeback.text).toContain(
        `The payment of €97.87 for your order ${disputed.purchaseId} was taken back through your bank.`,
      );
      expect(chargeback.text).not.toContain('reaches your account');
    });

    it('goes to the account address when the order has none, and is sent whatever the address said about marketing mail', async () => {
      const { user } = await signedIn();
      const order = await newOrder({ userId: user.id });
      await prisma.order.update({ where: { id: order.id }, data: { email: null } });
      emails.push(user.email);
      await prisma.emailOptOut.create({ data: { email: user.email } });
      try {
        await issue({ orderId: order.id });
        expect(await mailsTo(prisma, user.email, 'order-refunded')).toHaveLength(1);
      } finally {
        await prisma.emailOptOut.deleteMany({ where: { email: user.email } });
      }
    });
  });

  describe('GET /api/Payment/CreditNote', () => {
    const download = (query: { purchaseId: string; number: string }, token?: string) => {
      const req = request(app.getHttpServer()).get('/api/Payment/CreditNote').query(query);
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };

    it('answers the stored PDF of a note of my order as a download', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id });
      const { number } = await issue({ orderId: order.id });
      const note = await prisma.creditNote.findFirstOrThrow({ where: { orderId: order.id } });

      const res = await download({ purchaseId: order.purchaseId, number }, token)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-note-${number}.pdf"`);
      expect((res.body as Buffer).equals(Buffer.from(note.pdf!))).toBe(true);
    });

    it('makes the PDF again, the same, when none is stored', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id, language: 'ru' });
      const vpn = order.items.find((item) => item.productName === 'VPN-TWELVE-MONTHS')!;
      const { id, number } = await issue({ orderId: order.id, itemIds: [vpn.id], amountCents: 7548 });
      const stored = Buffer.from((await prisma.creditNote.findUniqueOrThrow({ where: { id } })).pdf!);
      await prisma.creditNote.update({ where: { id }, data: { pdf: null } });

      const res = await download({ purchaseId: order.purchaseId, number }, token)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(pdfText(res.body as Buffer)).toContain('Кредит-нота');
      expect((res.body as Buffer).equals(stored)).toBe(true);
    });

    it("answers 404 ORDER_NOT_FOUND for someone else's order and for one that does not exist, exactly alike", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const order = await newOrder({ userId: owner.user.id });
      const { number } = await issue({ orderId: order.id });

      const foreign = await download({ purchaseId: order.purchaseId, number }, other.token).expect(404);
      const missing = await download(
        { purchaseId: `P-${randomBytes(12).toString('base64url')}`, number },
        other.token,
      ).expect(404);
      expect(foreign.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: expect.any(String) });
      expect(missing.body).toEqual(foreign.body);
      // An order bought without an account is nobody's to download.
      const guest = await newOrder();
      const guestNote = await issue({ orderId: guest.id });
      expect(
        (await download({ purchaseId: guest.purchaseId, number: guestNote.number }, other.token).expect(404)).body.code,
      ).toBe('ORDER_NOT_FOUND');
    });

    it('answers 404 CREDIT_NOTE_NOT_FOUND for a number my order has no note of, even one of my other orders', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id });
      const otherOrder = await newOrder({ userId: user.id });
      const { number } = await issue({ orderId: otherOrder.id });
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });

      for (const wrong of [
        number,
        numberOf(years.main, 999_999),
        `CN-${invoice.year}-${String(invoice.number).padStart(6, '0')}`,
      ]) {
        const res = await download({ purchaseId: order.purchaseId, number: wrong }, token).expect(404);
        expect(res.body).toEqual({ statusCode: 404, code: 'CREDIT_NOTE_NOT_FOUND', message: expect.any(String) });
      }
    });

    it('answers 400 for a number that is not a credit note number, and 401 without a token', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id });
      const { number } = await issue({ orderId: order.id });
      for (const wrong of [number.slice(3), 'CN-1', `${number}.pdf`, '']) {
        const res = await download({ purchaseId: order.purchaseId, number: wrong }, token).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      await download({ purchaseId: order.purchaseId, number }).expect(401);
    });
  });
});
