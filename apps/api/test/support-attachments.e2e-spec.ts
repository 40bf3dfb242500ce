import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PrismaService } from '../src/core/database/prisma.service';
import { MAX_ATTACHMENT_BYTES } from '../src/support/attachments/attachment-rules';
import { newSession } from './factories';
import { bearer, http, insertTicket, newAgent, newCustomer } from './support-helpers';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("one test sends a body announced at 100 MB to an instance's own socket (nginx would refuse it first)");

// Attachments on the customer's messages (issue 20): multipart uploads checked by their bytes, downloads only for the ticket's people.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});
afterAll(async () => {
  await app.close();
});

/** `size` bytes starting with `head` (the rest varies, so a byte-for-byte comparison means something). */
const file = (head: number[] | string, size = 64) => {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + 7) & 0xff;
  Buffer.from(head as never).copy(bytes);
  return bytes;
};
const PNG = file([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = file([0xff, 0xd8, 0xff, 0xe0]);
const WEBP = (() => {
  const bytes = file('RIFF');
  bytes.write('WEBPVP8 ', 8);
  return bytes;
})();
const PDF = file('%PDF-1.7\n');

interface Attachment {
  id: string;
  name: string;
  type: string;
  size: number;
  url: string;
}

function newTicketForm(token: string) {
  return http(app)
    .post('/api/Support/Ticket')
    .set(bearer(token))
    .field('groupId', '1')
    .field('subject', 'A screenshot')
    .field('message', 'See the picture.');
}

async function commentsOf(token: string, ticketId: string) {
  const res = await http(app).get('/api/Support/Ticket/GetTicketComments').query({ ticketId }).set(bearer(token));
  expect(res.status).toBe(200);
  return res.body.comments as { message: string; attachments: Attachment[] }[];
}

async function ticketCount(userId: string) {
  return prisma.ticket.count({ where: { userId } });
}

describe('multipart messages', () => {
  it('stores a PNG, JPEG, WebP and PDF, lists them with their url and serves them back byte for byte', async () => {
    const { token } = await newCustomer(app);
    const opened = await newTicketForm(token)
      .attach('files', PNG, { filename: 'screen.png', contentType: 'application/octet-stream' })
      .attach('files', JPEG, { filename: 'photo.jpg', contentType: 'image/jpeg' })
      .expect(201);
    await http(app)
      .post('/api/Support/Ticket/SendComment')
      .set(bearer(token))
      .field('ticketId', opened.body.id)
      .field('message', 'Two more.')
      .attach('files', WEBP, { filename: 'über; résumé.webp', contentType: 'image/webp' })
      .attach('files', PDF, { filename: 'invoice.pdf', contentType: 'application/pdf' })
      .expect(200);

    const comments = await commentsOf(token, opened.body.id);
    const listed = comments.flatMap((c) => c.attachments);
    expect(listed.map(({ name, type, size }) => ({ name, type, size }))).toEqual([
      { name: 'screen.png', type: 'image/png', size: PNG.length },
      { name: 'photo.jpg', type: 'image/jpeg', size: JPEG.length },
      { name: 'über; résumé.webp', type: 'image/webp', size: WEBP.length },
      { name: 'invoice.pdf', type: 'application/pdf', size: PDF.length },
    ]);
    for (const [attachment, bytes] of listed.map((a, i) => [a, [PNG, JPEG, WEBP, PDF][i]] as const)) {
      expect(attachment.url).toBe(`/api/Support/Attachment?attachmentId=${attachment.id}`);
      const res = await http(app)
        .get(attachment.url)
        .set(bearer(token))
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(res.status).toBe(200);
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
      expect(res.headers['content-type']).toBe(attachment.type);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''/);
    }
    const disposition = (await http(app).get(listed[2].url).set(bearer(token))).headers['content-disposition'];
    expect(disposition).toBe(
      `attachment; filename="_ber; r_sum_.webp"; filename*=UTF-8''${encodeURIComponent('über; résumé.webp')}`,
    );
  });

  it('validates the form fields with the same rules as JSON', async () => {
    const { user, token } = await newCustomer(app);
    const res = await http(app)
      .post('/api/Support/Ticket')
      .set(bearer(token))
      .field('groupId', '1')
      .field('subject', ' ')
      .field('message', 'x')
      .attach('files', PNG, 'a.png');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    // Only the blank subject: the other fields were read from the form and passed.
    expect(Object.keys(res.body.fields)).toEqual(['subject']);
    expect(await ticketCount(user.id)).toBe(0);
  });

  it('refuses a NUL in a form field, a field the DTO does not know and a file under another name', async () => {
    const { user, token } = await newCustomer(app);
    const nul = await newTicketForm(token).field('orderId', 'abc\u0000defgh');
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('INVALID_CHARACTERS');
    const unknown = await newTicketForm(token).field('files', 'not a file');
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('VALIDATION_FAILED');
    const elsewhere = await newTicketForm(token).attach('file', PNG, 'a.png');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('VALIDATION_FAILED');
    expect(await ticketCount(user.id)).toBe(0);
  });

  it.each([
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['EXE', file('MZ\x90\x00')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s named x.png and declared image/png, storing nothing', async (_what, bytes) => {
    const { user, token } = await newCustomer(app);
    const res = await newTicketForm(token)
      .attach('files', PNG, 'fine.png')
      .attach('files', bytes, { filename: 'x.png', contentType: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('ATTACHMENT_TYPE');
    expect(await ticketCount(user.id)).toBe(0);
  });

  it('takes a file of exactly 5 MB and refuses 5 MB + 1 byte', async () => {
    const { user, token } = await newCustomer(app);
    await newTicketForm(token).attach('files', file('%PDF-', MAX_ATTACHMENT_BYTES), 'max.pdf').expect(201);
    const res = await newTicketForm(token).attach('files', file('%PDF-', MAX_ATTACHMENT_BYTES + 1), 'big.pdf');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('ATTACHMENT_TOO_LARGE');
    expect(await ticketCount(user.id)).toBe(1);
  });

  it('takes 3 files and refuses 4', async () => {
    const { user, token } = await newCustomer(app);
    await newTicketForm(token)
      .attach('files', PNG, '1.png')
      .attach('files', PNG, '2.png')
      .attach('files', PNG, '3.png')
      .expect(201);
    const res = await newTicketForm(token)
      .attach('files', PNG, '1.png')
      .attach('files', PNG, '2.png')
      .attach('files', PNG, '3.png')
      .attach('files', PNG, '4.png');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('TOO_MANY_ATTACHMENTS');
    expect(await ticketCount(user.id)).toBe(1);
  });

  it('refuses a body announced larger than 3 files and their fields can be before reading it', async () => {
    const { user, token } = await newCustomer(app);
    const server = (app.getHttpServer() as Server).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port: (server.address() as AddressInfo).port,
          method: 'POST',
          path: '/api/Support/Ticket',
          headers: {
            ...bearer(token),
            'content-type': 'multipart/form-data; boundary=x',
            'content-length': String(100 * 1024 * 1024),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({ status: res.statusCode, body });
          });
        });
        req.on('error', reject);
        // A first chunk only: the answer must come without the other 100 MB.
        req.write('--x\r\n');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).code).toBe('PAYLOAD_TOO_LARGE');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await ticketCount(user.id)).toBe(0);
  });

  it('keeps the JSON variant working', async () => {
    const { token } = await newCustomer(app);
    const res = await http(app)
      .post('/api/Support/Ticket')
      .set(bearer(token))
      .send({ groupId: 1, subject: 'JSON', message: 'No files.' })
      .expect(201);
    expect((await commentsOf(token, res.body.id))[0].attachments).toEqual([]);
  });
});

describe('GET /api/Support/Attachment', () => {
  async function uploaded() {
    const customer = await newCustomer(app);
    const opened = await newTicketForm(customer.token).attach('files', PNG, 'screen.png').expect(201);
    const [attachment] = (await commentsOf(customer.token, opened.body.id))[0].attachments;
    return { ...customer, attachment };
  }

  it('is 404 ATTACHMENT_NOT_FOUND for another customer, 401 without a token', async () => {
    const { attachment, token } = await uploaded();
    const other = await newCustomer(app);
    await http(app).get(attachment.url).set(bearer(token)).expect(200);
    const res = await http(app).get(attachment.url).set(bearer(other.token));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ATTACHMENT_NOT_FOUND');
    await http(app).get(attachment.url).expect(401);
  });

  it("serves an internal note's attachment to staff only (404 for the ticket's customer)", async () => {
    const { user, token } = await newCustomer(app);
    const agent = await newAgent(prisma);
    const ticket = await insertTicket(prisma, user.id);
    const note = await prisma.ticketMessage.create({
      data: {
        ticketId: ticket.id,
        authorId: agent.id,
        isStaff: true,
        internal: true,
        body: 'Refund seen in the log.',
        attachments: {
          create: { name: 'log.png', contentType: 'image/png', size: PNG.length, content: new Uint8Array(PNG) },
        },
      },
      select: { attachments: { select: { id: true } } },
    });
    const url = `/api/Support/Attachment?attachmentId=${note.attachments[0].id}`;
    const { token: agentToken } = await newSession(app, agent.id);
    const res = await http(app).get(url).set(bearer(token));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('ATTACHMENT_NOT_FOUND');
    await http(app).get(url).set(bearer(agentToken)).expect(200).expect('content-type', 'image/png');
  });
});
