import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("its hostile paths test the shop's own answers; nginx refuses some of them itself");

describe('the single-page app', () => {
  let app: NestFastifyApplication;
  let dist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>NOVA</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), script);
    ({ app } = await createTestApp({ WEB_DIST_DIR: dist }));
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes, never cached stale', async () => {
    const res = await request(app.getHttpServer()).get('/player/manage-your-app/ABC123').expect(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 with the page for a path that is not a route of the app, 200 for its routes', async () => {
    const server = app.getHttpServer();
    for (const path of ['/no-such-page', '/player/otp/x', '/dashboard/nope', '//login', '/payment/']) {
      const res = await request(server).get(path).expect(404);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const path of [
      '/',
      '/login',
      '/LOGIN/',
      '/player/manage-your-app/ABC123?x=1',
      '/payment/success',
      '/dashboard/orders',
      '/staff',
      '/404',
    ]) {
      await request(server).get(path).expect(200);
    }
  });

  it('answers hostile paths (NUL, control characters, very long or deep paths, a burst) with the page, never a 5xx', async () => {
    const server = app.getHttpServer();
    const answer = async (paths: string[]) =>
      Promise.all(paths.map(async (path) => ({ path: path.slice(0, 40), res: await request(server).get(path) })));
    const unexpected = (answers: { path: string; res: request.Response }[], statuses: number[]) =>
      answers
        .filter(({ res }) => !statuses.includes(res.status) || res.headers['set-cookie'] !== undefined)
        .map(({ path, res }) => `${path}: ${res.status}`);
    // Not routes: the not-found page, or 414 where the URL is longer than the server reads.
    const strangers = await answer([
      '/%00',
      '/login%00',
      '/%0d%0aSet-Cookie:x=1',
      `/${'a'.repeat(8000)}`,
      `/${'a/'.repeat(2000)}`,
    ]);
    expect(unexpected(strangers, [404, 414])).toEqual([]);
    // A route's `$otp` segment takes any one segment: the page, whose screen then finds no such device.
    const codes = await answer(['/player/manage-your-app/%00', `/player/manage-your-app/${'A'.repeat(8000)}`]);
    expect(unexpected(codes, [200, 414])).toEqual([]);
    const burst = await Promise.all(Array.from({ length: 100 }, (_, i) => request(server).get(`/no-such-page-${i}`)));
    expect(burst.map((res) => res.status)).toEqual(Array(100).fill(404));
  });

  it("puts the site configuration and the captcha site key of the server's settings in the page, escaped", async () => {
    const bare = (await request(app.getHttpServer()).get('/').expect(200)).text;
    expect(bare).not.toContain('captcha-site-key');
    expect(bare).not.toContain('apple-itunes-app');
    expect(bare).not.toContain('google-play-app');
    expect(bare).toContain('<meta name="site-config" content="{&quot;company&quot;:&quot;NOVA Media S.r.l.&quot;}" />');
    const keyed = await createTestApp({
      WEB_DIST_DIR: dist,
      CAPTCHA_SITE_KEY: 'site"key<1>',
      APP_STORE_ID: '1234567890',
      GOOGLE_PLAY_ID: 'com.shop.player',
      SUPPORT_EMAIL: 'help@shop.test',
      SELLER_ADDRESS: 'Via "Roma" 1|Roma',
    });
    try {
      const page = (await request(keyed.app.getHttpServer()).get('/login').expect(200)).text;
      expect(page).toContain('<meta name="captcha-site-key" content="site&quot;key&lt;1&gt;" />\n</head>');
      expect(page).toContain('<meta name="apple-itunes-app" content="app-id=1234567890" />');
      expect(page).toContain('<meta name="google-play-app" content="app-id=com.shop.player" />');
      const json = /<meta name="site-config" content="([^"]*)"/.exec(page)?.[1] ?? '';
      const decoded = json
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(JSON.parse(decoded)).toEqual({
        appStoreId: '1234567890',
        googlePlayId: 'com.shop.player',
        supportEmail: 'help@shop.test',
        privacyEmail: 'help@shop.test',
        company: 'NOVA Media S.r.l.',
        address: ['Via "Roma" 1', 'Roma'],
      });
    } finally {
      await keyed.app.close();
    }
  });

  it('serves hashed assets gzipped and immutable', async () => {
    const res = await request(app.getHttpServer())
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.text).toBe(script);
  });

  it('leaves API answers alone: not gzipped, and an unknown API path is a JSON 404, not the app', async () => {
    const health = await request(app.getHttpServer()).get('/api/health').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await request(app.getHttpServer()).get('/api/no-such-thing').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404 });
  });
});
