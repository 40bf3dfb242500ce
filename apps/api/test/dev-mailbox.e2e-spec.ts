import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { MailService } from '../src/mail/mail.service';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy('the dev mailbox never answers through a proxy');

describe('Dev mailbox', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const older = `older-${randomUUID()}@test.example`;
  const newer = `newer-${randomUUID()}@test.example`;
  const link = `https://shop.example/confirm-account?token=${randomUUID()}`;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ PUBLIC_URL: 'https://shop.example' }));
    const mail = app.get(MailService);
    await mail.enqueue({
      to: older,
      language: 'en',
      template: 'confirm-account',
      data: { name: '<script>alert(1)</script>', link },
    });
    await mail.enqueue({ to: newer, language: 'de', template: 'password-changed', data: { name: 'Jo' } });
    // Distinct creation times, so "newest first" is not decided by a tie, and still the newest two
    // of the outbox: mails earlier test files left (a new ticket mails every agent) must not push
    // them past the mailbox's 200.
    const { createdAt } = await prisma.mailOutbox.findFirstOrThrow({ where: { to: newer } });
    await prisma.mailOutbox.updateMany({
      where: { to: older },
      data: { createdAt: new Date(createdAt.getTime() - 1) },
    });
  });

  afterAll(async () => {
    await prisma.mailOutbox.deleteMany({ where: { to: { in: [older, newer] } } });
    await app.close();
  });

  it('gives every message as JSON, newest first', async () => {
    const res = await request(app.getHttpServer()).get('/dev/mailbox.json').expect(200).expect('Content-Type', /json/);
    const list = res.body as Record<string, unknown>[];
    expect(list.length).toBeLessThanOrEqual(200);
    // Other test files' mails may sit between the two: only the order of these two is this test's.
    const mine = list.filter((m) => m.to === newer || m.to === older);
    expect(mine.map((m) => m.to)).toEqual([newer, older]);
    expect(Object.keys(mine[1]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    expect(mine[1]).toEqual({
      to: older,
      subject: 'Confirm your NOVA account',
      text: expect.stringContaining(link),
      html: expect.stringContaining('<!DOCTYPE html>'),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Date.parse(mine[0].createdAt as string)).toBeGreaterThan(Date.parse(mine[1].createdAt as string));
  });

  it('shows the messages as a page with their links clickable and everything escaped', async () => {
    const res = await request(app.getHttpServer())
      .get('/dev/mailbox')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const page = res.text;
    const newerAt = page.indexOf(newer);
    const olderAt = page.indexOf(older);
    expect(newerAt).toBeGreaterThan(-1);
    expect(olderAt).toBeGreaterThan(newerAt);
    expect(page).toContain('Dein NOVA-Passwort wurde geändert');
    expect(page).toContain(`<a href="${link}">${link}</a>`);
    expect(page).toContain('PENDING');
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('needs no login', async () => {
    await request(app.getHttpServer()).get('/dev/mailbox.json').expect(200);
  });

  it('is refused to a request relayed by a proxy, even one on this machine', async () => {
    const relayed = await request(app.getHttpServer())
      .get('/dev/mailbox.json')
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(404);
    expect(JSON.stringify(relayed.body)).not.toContain(older);
    await request(app.getHttpServer()).get('/dev/mailbox').set('Forwarded', 'for=203.0.113.9').expect(404);
  });

  it('does not exist while mail goes out over SMTP (the messages are not kept for it then)', async () => {
    const smtp = await createTestApp({ SMTP_HOST: '127.0.0.1' });
    try {
      const res = await request(smtp.app.getHttpServer()).get('/dev/mailbox.json').expect(404);
      expect(JSON.stringify(res.body)).not.toContain(older);
      await request(smtp.app.getHttpServer()).get('/dev/mailbox').expect(404);
    } finally {
      await smtp.app.close();
    }
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      CAPTCHA_SECRET: 'captcha-secret',
      SMTP_HOST: '127.0.0.1',
      VPN_KEY_ENCRYPTION_KEY: 'a'.repeat(64),
      SELLER_NAME: 'Rossi S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1|00100 Roma|Italy',
    });
    try {
      await request(production.app.getHttpServer()).get('/dev/mailbox').expect(404);
      const res = await request(production.app.getHttpServer()).get('/dev/mailbox.json').expect(404);
      expect(JSON.stringify(res.body)).not.toContain(older);
    } finally {
      await production.app.close();
    }
  });
});
