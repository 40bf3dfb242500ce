import { RequestMethod } from '@nestjs/common';
import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { IS_PUBLIC } from '../src/core/auth/auth.decorators';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { createTestApp } from './test-app';

describe('Platform: errors, security, docs, health', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    ({ app } = await createTestApp({ CORS_ORIGINS: 'https://shop.example', BODY_LIMIT: '1kb' }));
  });
  afterAll(() => app.close());

  it('reports health with a database check', async () => {
    const res = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', version: expect.any(String) });
  });

  it('answers an unknown API path with the error shape and no internals', async () => {
    const res = await request(app.getHttpServer()).get('/api/NoSuchThing').expect(404);
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: expect.any(String) });
    expect(res.text).not.toMatch(/at .+\.js:\d+/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/health')
      .set('Content-Type', 'application/json')
      .send({ big: 'x'.repeat(4096) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('takes gzip-, deflate- and br-encoded bodies, within the size limit once decompressed', async () => {
    const unsubscribe = (encoding: string, body: Buffer) =>
      request(app.getHttpServer())
        .post('/api/Newsletter/Unsubscribe')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .serialize((bytes: Buffer) => bytes as unknown as string)
        .send(body as unknown as string);
    const json = Buffer.from(JSON.stringify({ email: 'not-an-address' }));
    for (const [encoding, bytes] of [
      ['gzip', gzipSync(json)],
      ['deflate', deflateSync(json)],
      ['br', brotliCompressSync(json)],
    ] as const) {
      const res = await unsubscribe(encoding, bytes);
      expect({ encoding, body: res.body }).toEqual({
        encoding,
        body: expect.objectContaining({ code: 'VALIDATION_FAILED', fields: { email: expect.any(Array) } }),
      });
    }
    // 4 KiB of JSON in a few dozen bytes: over the 1 KiB limit once decompressed.
    expect((await unsubscribe('gzip', gzipSync(JSON.stringify({ email: 'x'.repeat(4096) })))).status).toBe(413);
    expect((await unsubscribe('compress', json)).status).toBe(415);
    expect((await unsubscribe('gzip', json)).body).toEqual({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: expect.any(String),
    });
  });

  it('tells caches not to keep API answers (tokens, personal data), the cacheable price list aside', async () => {
    const user = await newUser(app.get(PrismaService));
    const { token } = await newSession(app, user.id);
    const me = await request(app.getHttpServer())
      .get('/api/User/Me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const login = await request(app.getHttpServer())
      .post('/api/User/Login')
      .send({ email: user.email, password: 'wrong-password', captchaCode: 'dev-captcha-ok' });
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await request(app.getHttpServer()).post('/api/User/RefreshToken').send({ token });
    expect(refresh.status).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    expect((await request(app.getHttpServer()).get('/api/health')).headers['cache-control']).toBe('no-store');
    expect((await request(app.getHttpServer()).get('/api/NoSuchThing')).headers['cache-control']).toBe('no-store');
    // The price list is the same for everyone of a country and revalidated by its ETag.
    const pricing = await request(app.getHttpServer())
      .get('/api/Pricing?country=IT')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(pricing.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers and a request id, keeping a sane caller id', async () => {
    const res = await request(app.getHttpServer()).get('/info.json').set('X-Request-Id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    const generated = await request(app.getHttpServer()).get('/info.json').set('X-Request-Id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // The same through Nest (the above is the catalogue's fast path), and on an error answer.
    for (const path of ['/api/health', '/api/NoSuchThing']) {
      const routed = await request(app.getHttpServer()).get(path).set('X-Request-Id', 'trace-456');
      expect(routed.headers['x-request-id']).toBe('trace-456');
      expect(routed.headers['x-content-type-options']).toBe('nosniff');
      const fresh = await request(app.getHttpServer()).get(path);
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('allows CORS only for the listed origins', async () => {
    const allowed = await request(app.getHttpServer()).get('/info.json').set('Origin', 'https://shop.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(allowed.headers['access-control-expose-headers']).toBe('Content-Disposition, Retry-After');
    const other = await request(app.getHttpServer()).get('/info.json').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document with method names as operation ids', async () => {
    const res = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.paths['/api/Pricing'].get.operationId).toBe('getPricing');
    await request(app.getHttpServer()).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('refuses tokens that are unsigned, badly signed or of another algorithm', async () => {
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'x', sid: 'y', jti: 'z', exp: 9999999999 })).toString(
      'base64url',
    );
    const protectedRoute = await firstProtectedRoute(app);
    for (const token of [`${header('none')}.${payload}.`, `${header('HS256')}.${payload}.c2lnbmF0dXJl`, 'not-a-jwt']) {
      const server = request(app.getHttpServer());
      const res = await server[protectedRoute.method](protectedRoute.path).set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
    }
  });

  it('denies by default: every route not marked public answers 401 without a token', async () => {
    const routes = listRoutes(app);
    expect(routes.filter((r) => r.isPublic).map((r) => r.path)).toEqual(
      expect.arrayContaining(['/info.json', '/api/Pricing', '/api/Changelog', '/api/health']),
    );
    for (const route of routes.filter((r) => !r.isPublic)) {
      const res = await request(app.getHttpServer())[route.method](route.path.replace(/:(\w+)/g, 'x'));
      expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
  });
});

type Verb = 'get' | 'post' | 'put' | 'delete' | 'patch';
interface RouteInfo {
  method: Verb;
  path: string;
  isPublic: boolean;
}

/** Every controller route of the application, with whether it carries @Public(). */
function listRoutes(app: NestFastifyApplication): RouteInfo[] {
  const reflector = app.get(Reflector);
  const scanner = new MetadataScanner();
  const routes: RouteInfo[] = [];
  for (const wrapper of new DiscoveryService(app.get(ModulesContainer)).getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase() as Verb;
      const full = `/${[base, path]
        .map((p) => p.replace(/^\/|\/$/g, ''))
        .filter(Boolean)
        .join('/')}`;
      routes.push({
        method: verb,
        path: full,
        isPublic: reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, metatype]) === true,
      });
    }
  }
  return routes;
}

async function firstProtectedRoute(app: NestFastifyApplication): Promise<RouteInfo> {
  const route = listRoutes(app).find((r) => !r.isPublic);
  if (!route) throw new Error('no protected route to test against');
  return route;
}
