import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { InvoiceService } from '../src/payment/invoice/invoice.service';
import { pdfText } from '../src/payment/invoice/pdf-text.spec-support';
import { mailsTo, newDiscountedOrder, newSession, newUser } from './factories';
import { binary, plain } from './support/pdf-answer';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy('it reads the dev mailbox, which never answers through a proxy');

describe('Invoices', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let txHost: TransactionHost<PrismaTransactions>;
  let sut: InvoiceService;
  // Years no other test uses, so the counters start fresh whatever else runs on this database.
  const year = 2200 + randomInt(0, 700);
  const at = (y: number) => new Date(Date.UTC(y, 2, 15, 12));
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
    sut = app.get(InvoiceService);
  });
  afterAll(async () => {
    await prisma.invoice.deleteMany({ where: { orderId: { in: orders } } });
    await prisma.order.deleteMany({ where: { id: { in: orders } } });
    await prisma.invoiceCounter.deleteMany({ where: { year: { in: [year, year + 1] } } });
    await prisma.mailOutbox.deleteMany({ where: { to: { in: emails } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const signedIn = async () => {
    const user = await newUser(prisma);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };

  /** An order as checkout and the webhook leave it: paid (unless told), with two items, a discount and shipping. */
  const newOrder = async (
    data: { userId?: string; language?: string; paid?: boolean; billingAddress?: Record<string, string> } = {},
  ) => {
    const email = `buyer-${randomUUID()}@test.example`;
    emails.push(email);
    const order = await newDiscountedOrder(prisma, {
      email,
      userId: data.userId,
      language: data.language,
      paid: data.paid,
      billingAddress: data.billingAddress,
    });
    orders.push(order.id);
    return order;
  };

  /** issue() as fulfilment calls it: inside a transaction of its own. */
  const issue = (orderId: string, when = at(year)) =>
    txHost.withTransaction({ maxWait: 60_000, timeout: 60_000 }, () => sut.issue(orderId, when));

  describe('numbers', () => {
    it('numbers 50 orders issued at once 1 to 50, without a gap or a duplicate', async () => {
      const batch: string[] = [];
      for (let i = 0; i < 50; i++) batch.push((await newOrder()).id);

      await Promise.all(batch.map((id) => issue(id)));

      const invoices = await prisma.invoice.findMany({
        where: { orderId: { in: batch } },
        select: { year: true, number: true, pdf: true },
      });
      expect(invoices).toHaveLength(50);
      expect(invoices.every((invoice) => invoice.year === year && invoice.pdf !== null)).toBe(true);
      expect(invoices.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(await prisma.invoiceCounter.findUnique({ where: { year } })).toEqual(
        expect.objectContaining({ lastNumber: 50 }),
      );
    }, 300_000);

    it('starts again at 1 in a new year, and the old year goes on where it was', async () => {
      const next = await newOrder();
      const late = await newOrder();
      await issue(next.id, at(year + 1));
      await issue(late.id, at(year));
      expect(await prisma.invoice.findUnique({ where: { orderId: next.id } })).toEqual(
        expect.objectContaining({ year: year + 1, number: 1 }),
      );
      expect(await prisma.invoice.findUnique({ where: { orderId: late.id } })).toEqual(
        expect.objectContaining({ year, number: 51 }),
      );
    });

    it('gives an order one invoice and one receipt, however often and however concurrently it is issued', async () => {
      const order = await newOrder();
      await Promise.all([issue(order.id), issue(order.id)]);
      await issue(order.id);
      expect(await prisma.invoice.count({ where: { orderId: order.id } })).toBe(1);
      expect(await mailsTo(prisma, order.email!, 'order-paid')).toHaveLength(1);
    });

    it('gives the number back when the caller transaction fails: no invoice, no mail, no gap', async () => {
      const failed = await newOrder();
      const { lastNumber } = await prisma.invoiceCounter.findUniqueOrThrow({ where: { year } });
      await expect(
        txHost.withTransaction(async () => {
          await sut.issue(failed.id, at(year));
          throw new Error('fulfilment failed after the invoice');
        }),
      ).rejects.toThrow('fulfilment failed');
      expect(await prisma.invoice.count({ where: { orderId: failed.id } })).toBe(0);
      expect(await mailsTo(prisma, failed.email!)).toHaveLength(0);

      const next = await newOrder();
      await issue(next.id);
      expect((await prisma.invoice.findUniqueOrThrow({ where: { orderId: next.id } })).number).toBe(lastNumber + 1);
    });

    it('refuses to invoice an order that is not paid', async () => {
      const pending = await newOrder({ paid: false });
      await expect(issue(pending.id)).rejects.toThrow(/not paid/);
      expect(await prisma.invoice.count({ where: { orderId: pending.id } })).toBe(0);
    });
  });

  describe('receipt mail', () => {
    it('queues the receipt in the order language with the invoice PDF attached', async () => {
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
      await issue(order.id);

      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
      const number = `${year}-${String(invoice.number).padStart(6, '0')}`;
      expect(invoice).toEqual(
        expect.objectContaining({ language: 'de', totalCents: 9787, currency: 'EUR', issuedAt: at(year) }),
      );

      const [mail] = await mailsTo(prisma, order.email!, 'order-paid');
      expect(mail).toEqual(
        expect.objectContaining({
          userId: user.id,
          language: 'de',
          status: 'PENDING',
          subject: `Deine NOVA-Bestellung ist bezahlt: Rechnung ${number}`,
        }),
      );
      const text = plain(mail.text);
      expect(text).toContain('Hallo Jonas,');
      expect(text).toContain(`Zahlung von 97,87 € für die Bestellung ${order.purchaseId}`);
      expect(text).toContain('- 2 × VPN-Pass, 12 Monate: 79,98 €');
      expect(text).toContain('- 1 × Lebenslange Player-Lizenz (Web): 12,99 €');
      expect(text).toContain('https://shop.example/dashboard/orders');
      expect(mail.html).toContain('href="https://shop.example/dashboard/orders"');

      const attachments = await prisma.mailAttachment.findMany({ where: { mailId: mail.id } });
      expect(attachments).toHaveLength(1);
      expect(attachments[0]).toEqual(
        expect.objectContaining({ fileName: `invoice-${number}.pdf`, contentType: 'application/pdf' }),
      );
      const pdf = Buffer.from(attachments[0].content);
      expect(pdf.equals(Buffer.from(invoice.pdf!))).toBe(true);
      const content = plain(pdfText(pdf));
      for (const expected of [
        'Rechnung',
        number,
        order.purchaseId,
        'Jonas Weber',
        'Hauptstraße 3',
        '10115 Berlin',
        'Deutschland',
        'NOVA Media S.r.l.',
        'Via Roma 1',
        'IT01234567890',
        'VPN-Pass, 12 Monate',
        '-5,00 €',
        '9,90 €',
        '97,87 €',
        'darin enthaltene USt. 22 %',
        '17,65 €',
      ]) {
        expect(content).toContain(expected);
      }
    });

    it('writes the receipt and the invoice of an Arabic order in Arabic', async () => {
      const order = await newOrder({ language: 'sa' });
      await issue(order.id);
      const [mail] = await mailsTo(prisma, order.email!, 'order-paid');
      expect(mail.language).toBe('sa');
      expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
      const [attachment] = await prisma.mailAttachment.findMany({ where: { mailId: mail.id } });
      const content = pdfText(Buffer.from(attachment.content));
      expect(content).toContain('فاتورة');
      expect(content).toContain('الإجمالي');
      expect(content).toContain('97.87');
    });

    it('lists the attachment in the dev mailbox', async () => {
      const order = await newOrder({ language: 'it' });
      await issue(order.id);
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
      const res = await request(app.getHttpServer()).get('/dev/mailbox.json').expect(200);
      const entry = (res.body as { to: string; attachments?: string[] }[]).find((m) => m.to === order.email);
      expect(entry?.attachments).toEqual([`invoice-${year}-${String(invoice.number).padStart(6, '0')}.pdf`]);
      const page = await request(app.getHttpServer()).get('/dev/mailbox').expect(200);
      expect(page.text).toContain(`<dt>Attachments</dt><dd>invoice-${year}-`);
    });
  });

  describe('GET /api/Payment/Invoice', () => {
    const download = (purchaseId: string, token?: string) => {
      const req = request(app.getHttpServer()).get('/api/Payment/Invoice').query({ purchaseId });
      return token ? req.set('Authorization', `Bearer ${token}`) : req;
    };

    it('answers the stored PDF of my paid order as a download', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id });
      await issue(order.id);
      const invoice = await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } });
      const fileName = `invoice-${year}-${String(invoice.number).padStart(6, '0')}.pdf`;

      const res = await download(order.purchaseId, token).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
      expect((res.body as Buffer).equals(Buffer.from(invoice.pdf!))).toBe(true);
    });

    it('makes the PDF again, the same, when none is stored', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id, language: 'ru' });
      await issue(order.id);
      const stored = Buffer.from((await prisma.invoice.findUniqueOrThrow({ where: { orderId: order.id } })).pdf!);
      await prisma.invoice.update({ where: { orderId: order.id }, data: { pdf: null } });

      const res = await download(order.purchaseId, token).buffer(true).parse(binary).expect(200);
      expect(pdfText(res.body as Buffer)).toContain('Счёт');
      expect((res.body as Buffer).equals(stored)).toBe(true);
    });

    it("answers 404 ORDER_NOT_FOUND for someone else's order and for one that does not exist, exactly alike", async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const order = await newOrder({ userId: owner.user.id });
      await issue(order.id);

      const foreign = await download(order.purchaseId, other.token).expect(404);
      const missing = await download(`P-${randomBytes(12).toString('base64url')}`, other.token).expect(404);
      expect(foreign.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: expect.any(String) });
      expect(missing.body).toEqual(foreign.body);
      // An order bought without an account is nobody's to download.
      const guest = await newOrder();
      await issue(guest.id);
      expect((await download(guest.purchaseId, other.token).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    });

    it('answers 401 without a token', async () => {
      const order = await newOrder();
      await download(order.purchaseId).expect(401);
    });

    it('answers 404 INVOICE_NOT_FOUND for my order that is not paid', async () => {
      const { user, token } = await signedIn();
      const order = await newOrder({ userId: user.id, paid: false });
      const res = await download(order.purchaseId, token).expect(404);
      expect(res.body).toEqual(expect.objectContaining({ code: 'INVOICE_NOT_FOUND' }));
    });
  });
});
