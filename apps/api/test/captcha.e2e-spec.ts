import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const SECRET = 'stand-in-secret';

/** What the stand-in siteverify answers for each token the test sends. */
const ANSWERS: Record<string, { status?: number; body?: unknown; delayMs?: number; raw?: string }> = {
  good: { body: { success: true, score: 0.9, action: 'login', hostname: 'localhost' } },
  threshold: { body: { success: true, score: 0.5, action: 'login', hostname: 'localhost' } },
  'low-score': { body: { success: true, score: 0.2, action: 'login', hostname: 'localhost' } },
  'wrong-action': { body: { success: true, score: 0.9, action: 'register', hostname: 'localhost' } },
  'wrong-hostname': { body: { success: true, score: 0.9, action: 'login', hostname: 'evil.example' } },
  'not-successful': { body: { success: false, 'error-codes': ['invalid-input-response'] } },
  'no-score': { body: { success: true, action: 'login', hostname: 'localhost' } },
  slow: { body: { success: true, score: 0.9, action: 'login', hostname: 'localhost' }, delayMs: 6000 },
  'server-error': { status: 500, body: { error: 'boom' } },
  'not-json': { raw: '<html>maintenance</html>' },
};

interface SiteverifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/** A stand-in for the provider's siteverify on a free loopback port. */
function startSiteverify(calls: SiteverifyCall[]): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') });
      const answer = (form.get('secret') === SECRET && ANSWERS[form.get('response') ?? '']) || {
        body: { success: false, 'error-codes': ['invalid-input-secret'] },
      };
      // Unref'd: the slow answer's timer never keeps the test process alive after the suite.
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, { 'Content-Type': answer.raw ? 'text/html' : 'application/json' });
        res.end(answer.raw ?? JSON.stringify(answer.body));
      }, answer.delayMs ?? 0).unref();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('captcha on Login (reCAPTCHA v3 siteverify against a loopback stand-in)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let siteverify: Server;
  const calls: SiteverifyCall[] = [];

  beforeAll(async () => {
    siteverify = await startSiteverify(calls);
    const { port } = siteverify.address() as AddressInfo;
    ({ app, prisma } = await createTestApp({
      RATE_LIMIT_ENABLED: 'false',
      // The client address sent to the provider is the one the (trusted, local) proxy names.
      TRUST_PROXY: 'loopback',
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      // Long enough for the stand-in's prompt answers on a CI machine busy with the browser suite
      // (300 ms was not), short beside the slow answer's 6 s.
      CAPTCHA_TIMEOUT_MS: '2000',
    }));
  });
  afterAll(async () => {
    await app.close();
    siteverify.closeAllConnections();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  const login = (email: string, captchaCode?: string) =>
    request(app.getHttpServer())
      .post('/api/User/Login')
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ email, password: PASSWORD, ...(captchaCode !== undefined && { captchaCode }) });

  it('lets a good answer through, sending the secret, the token and the client address', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    calls.length = 0;
    const res = await login(user.email, 'good').expect(200);
    expect(res.body.token).toEqual(expect.any(String));
    expect(calls).toEqual([{ secret: SECRET, response: 'good', remoteip: '203.0.113.7' }]);
  });

  it('accepts a score equal to the threshold (0.5)', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    await login(user.email, 'threshold').expect(200);
  });

  it.each([
    'low-score',
    'wrong-action',
    'wrong-hostname',
    'not-successful',
    'no-score',
    'slow',
    'server-error',
    'not-json',
    'dev-captcha-ok',
  ])('refuses %s with 400 CAPTCHA_FAILED and opens no session', async (token) => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    const started = Date.now();
    const res = await login(user.email, token).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'CAPTCHA_FAILED', message: expect.any(String) });
    // The 2 s timeout ends a slow provider; the request does not wait for its 6 s answer.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a login without any captcha token without asking the provider', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    calls.length = 0;
    expect((await login(user.email).expect(400)).body.code).toBe('CAPTCHA_FAILED');
    expect(calls).toEqual([]);
  });
});

describe('captcha when the provider cannot be reached', () => {
  it('fails closed: 400 CAPTCHA_FAILED', async () => {
    // A port that was just free: nothing answers there.
    const probe = await startSiteverify([]);
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const { app, prisma } = await createTestApp({
      RATE_LIMIT_ENABLED: 'false',
      CAPTCHA_SECRET: SECRET,
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
    try {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const res = await request(app.getHttpServer())
        .post('/api/User/Login')
        .send({ email: user.email, password: PASSWORD, captchaCode: 'good' })
        .expect(400);
      expect(res.body.code).toBe('CAPTCHA_FAILED');
    } finally {
      await app.close();
    }
  });
});
