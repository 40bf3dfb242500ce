import { SMTPServer } from 'smtp-server';
import { freePort, type RunningServer } from '../../../e2e/src/server';
import {
  newCustomer,
  ownPostgres,
  payOnPage,
  placeOrder,
  startShop,
  tokenOf,
  until,
  withDb,
  type OwnedPostgres,
} from './fault-support';

// The shop's mail server down, then back, while orders are paid (each paid order writes a receipt
// to the outbox, which the mail job delivers over SMTP every second here). What must hold: every
// mail delivered exactly once, each recipient's in the order they were written, and no delivery
// try counted against a mail while the server was away.

const BUYERS = 3;

interface Received {
  to: string;
  /** The message as sent, quoted-printable undone. */
  text: string;
}

/** A real SMTP server on loopback that takes every message and remembers it, in the order received. */
async function startSmtp(port: number, received: Received[]): Promise<{ close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const to of session.envelope.rcptTo) received.push({ to: to.address, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  // close() lets the sessions under way finish: a message the shop is sending is taken or refused whole.
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable (ASCII is enough here), as a mail client would. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface OutboxRow {
  to: string;
  purchaseId: string;
  status: string;
  attempts: number;
  lastError: string | null;
}

describe('the mail server down, then back', () => {
  let pg: OwnedPostgres;
  let databaseUrl: string;
  let server: RunningServer;
  let smtpPort: number;
  let smtp: { close: () => Promise<void> } | undefined;
  const received: Received[] = [];

  beforeAll(async () => {
    pg = await ownPostgres();
    databaseUrl = pg.url('shop');
    smtpPort = await freePort();
    smtp = await startSmtp(smtpPort, received);
    server = await startShop(databaseUrl, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      MAIL_POLL_SECONDS: '1',
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.stop();
    await pg?.dispose();
  });

  /** The receipts in the outbox, oldest first, each with the order it is about. */
  const outbox = () =>
    withDb(databaseUrl, async (db) => {
      const { rows } = await db.query<OutboxRow>(
        `SELECT m."to", o."purchaseId", m.status, m.attempts, m."lastError"
           FROM "MailOutbox" m JOIN "Order" o ON m.text LIKE '%' || o."purchaseId" || '%'
          WHERE m.template = 'order-paid' ORDER BY m."createdAt", m.id`,
      );
      return rows;
    });

  it('delivers every mail exactly once, in the order of writing for each recipient', async () => {
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async (_, n) => {
        const email = await newCustomer(databaseUrl, `fault-mail-${n}@test.example.com`);
        return { email, token: await tokenOf(server, email) };
      }),
    );
    const buyRound = () =>
      Promise.all(
        buyers.map(async ({ token }) => {
          const { purchaseId, session } = await placeOrder(server, token);
          expect((await payOnPage(server, session)).status).toBe(303);
          return purchaseId;
        }),
      );
    const deliveredOnce = (purchaseId: string) => received.filter((m) => m.text.includes(purchaseId)).length === 1;

    // Up: the receipts go out.
    const before = await buyRound();
    await until('the first receipts to arrive', async () => before.every(deliveredOnce));

    // Down: receipts are written and tried, and wait.
    await smtp!.close();
    smtp = undefined;
    const during = [...(await buyRound()), ...(await buyRound())];
    await until(
      'the mail job to have tried the server while it was down',
      async () => {
        const rows = (await outbox()).filter((row) => during.includes(row.purchaseId));
        return rows.length === during.length && rows.every((row) => row.status === 'PENDING' && row.lastError !== null);
      },
      20_000,
    );

    // Back: more receipts are written at once; everything goes out.
    smtp = await startSmtp(smtpPort, received);
    const after = await buyRound();
    const all = [...before, ...during, ...after];
    await until('every receipt to be sent', async () => (await outbox()).every((row) => row.status === 'SENT'), 60_000);

    const rows = await outbox();
    expect(rows.map((row) => row.purchaseId).sort()).toEqual([...all].sort());
    // Exactly once: each receipt arrived once, and was tried once (the outage counted no attempt).
    expect(all.filter((purchaseId) => !deliveredOnce(purchaseId))).toEqual([]);
    expect(received).toHaveLength(all.length);
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    // In order: what each recipient received is what was written for them, in the order of writing.
    for (const { email } of buyers) {
      const written = rows.filter((row) => row.to === email).map((row) => row.purchaseId);
      const arrived = received
        .filter((m) => m.to === email)
        .map((m) => written.find((purchaseId) => m.text.includes(purchaseId)));
      expect({ to: email, arrived }).toEqual({ to: email, arrived: written });
    }
  });
});
