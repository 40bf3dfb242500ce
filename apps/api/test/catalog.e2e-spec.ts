import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { PricingResponseBody } from '../src/catalog/catalog.responses';
import { PrismaService } from '../src/core/database/prisma.service';
import { createTestApp } from './test-app';

describe('Catalogue (GET /info.json, /api/Pricing, /api/Changelog)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(() => app.close());

  const pricing = async (query: string, headers: Record<string, string> = {}) => {
    const res = await request(app.getHttpServer()).get(`/api/Pricing${query}`).set(headers).expect(200);
    return res.body as PricingResponseBody;
  };
  const priceOf = (body: PricingResponseBody, name: string) => body.pricings.find((p) => p.productName === name);

  it('answers the site version', async () => {
    const res = await request(app.getHttpServer()).get('/info.json').expect(200).expect('Content-Type', /json/);
    expect(res.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('answers the spec shape with every product type of the country', async () => {
    const body = await pricing('?country=IT');
    expect(Object.keys(body).sort()).toEqual(['country', 'exclusions', 'pricings', 'shipmentCountries']);
    expect(body.country).toBe('IT');
    const types = new Set(body.pricings.map((p) => p.productType));
    expect([...types].sort()).toEqual(['COUPON', 'SHIP', 'VIDEO-PLAYER', 'VPN-BOX-HW', 'VPN-PASS']);
    for (const entry of body.pricings) {
      expect(entry).toEqual(
        expect.objectContaining({ productName: expect.any(String), price: expect.any(Number), currency: 'EUR' }),
      );
      expect(Number.isInteger(entry.price)).toBe(true);
    }
    expect(priceOf(body, 'VPN-THIRTYSIX-MONTHS')).toBeDefined();
    expect(priceOf(body, 'VPNBOX-ONE-MONTH-HW')?.stock).toEqual(expect.any(Number));
  });

  it('gives different prices in different countries', async () => {
    const [it, de, gb, us] = await Promise.all(['IT', 'DE', 'GB', 'US'].map((c) => pricing(`?country=${c}`)));
    const player = [it, de, gb, us].map((b) => priceOf(b, 'VIDEO-PLAYER-LIFETIME'));
    expect(new Set(player.map((p) => `${p?.price} ${p?.currency}`)).size).toBe(4);
    expect(gb.pricings.every((p) => p.currency === 'GBP')).toBe(true);
    expect(us.pricings.every((p) => p.currency === 'USD')).toBe(true);
  });

  it('lists the exclusions of a country that is not shipped to', async () => {
    const ru = await pricing('?country=RU');
    expect(ru.exclusions.map((e) => e.productType).sort()).toEqual(['SHIP', 'VPN-BOX-HW']);
    const us = await pricing('?country=US');
    expect(us.exclusions).toEqual([{ productType: 'SHIP' }]);
    expect((await pricing('?country=IT')).exclusions).toEqual([]);
  });

  it('falls back to the DEFAULT list for a country without its own', async () => {
    const body = await pricing('?country=JP');
    expect(body.country).toBe('DEFAULT');
    expect(body.pricings.length).toBeGreaterThan(0);
  });

  it('takes the language as the country: the query first, then Accept-Language', async () => {
    expect((await pricing('?country=en')).country).toBe('GB');
    expect((await pricing('?country=it')).country).toBe('IT');
    expect((await pricing('', { 'Accept-Language': 'de-DE,de;q=0.9' })).country).toBe('DE');
    expect((await pricing('')).country).toBe('DEFAULT');
  });

  it('sorts shipment countries by description, ignoring case', async () => {
    const { shipmentCountries } = await pricing('?country=IT');
    expect(shipmentCountries.length).toBeGreaterThan(5);
    const descriptions = shipmentCountries.map((c) => c.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const lower = await prisma.shipmentCountry.create({ data: { code: 'ZZ', description: 'bermuda test' } });
    try {
      // The cached list is emptied by the database's change notice, which may come a moment later.
      let after: string[] = [];
      for (let i = 0; i < 50 && !after.includes('bermuda test'); i++) {
        if (i) await new Promise((r) => setTimeout(r, 50));
        after = (await pricing('?country=IT')).shipmentCountries.map((c) => c.description);
      }
      const at = after.indexOf('bermuda test');
      expect(at).toBeGreaterThan(0);
      expect(after[at - 1].toLowerCase() < 'bermuda test' && after[at + 1].toLowerCase() > 'bermuda test').toBe(true);
    } finally {
      await prisma.shipmentCountry.delete({ where: { id: lower.id } });
    }
  });

  it('refuses a malformed country with a 400 and a code', async () => {
    const res = await request(app.getHttpServer()).get('/api/Pricing?country=ITALY1').expect(400);
    expect(res.body).toEqual(
      expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { country: expect.any(Array) } }),
    );
  });

  it('answers 304 to a caller that already has the current answer', async () => {
    const first = await request(app.getHttpServer()).get('/api/Pricing?country=FR').expect(200);
    await request(app.getHttpServer())
      .get('/api/Pricing?country=FR')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });

  it('answers the same bytes and headers on the fast path as through Nest', async () => {
    const server = app.getHttpServer();
    await request(server).get('/api/Pricing?country=DE').expect(200); // fills the cache
    const fast = await request(server).get('/api/Pricing?country=DE').expect(200);
    // A token (even a bad one) takes the normal route on a public endpoint.
    const nest = await request(server).get('/api/Pricing?country=DE').set('Authorization', 'Bearer x').expect(200);
    expect(fast.text).toBe(nest.text);
    for (const header of [
      'content-type',
      'etag',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'x-frame-options',
    ]) {
      expect({ header, value: fast.headers[header] }).toEqual({ header, value: nest.headers[header] });
    }
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unknownParam = await request(server).get('/api/Pricing?country=DE&page=2');
    expect(unknownParam.status).toBe(400);
  });

  it('serves changed prices at once: the cache is emptied by the database change notice', async () => {
    const before = priceOf(await pricing('?country=ES'), 'VPN-ONE-MONTH');
    const product = await prisma.product.findUniqueOrThrow({ where: { name: 'VPN-ONE-MONTH' } });
    const where = { productId_country: { productId: product.id, country: 'ES' } };
    await prisma.productPrice.update({ where, data: { amountCents: 4321 } });
    try {
      let seen: number | undefined;
      for (let i = 0; i < 50 && seen !== 4321; i++) {
        await new Promise((r) => setTimeout(r, 50));
        seen = priceOf(await pricing('?country=ES'), 'VPN-ONE-MONTH')?.price;
      }
      expect(seen).toBe(4321);
    } finally {
      await prisma.productPrice.update({ where, data: { amountCents: before!.price } });
    }
  });

  it('keys the changelog by type and shows maintenance only while it is switched on', async () => {
    const off = await request(app.getHttpServer()).get('/api/Changelog').expect(200);
    expect(off.body.maintenance).toBeUndefined();
    expect(off.body.release?.[0]).toEqual(
      expect.objectContaining({
        version: expect.any(String),
        languageLogs: expect.objectContaining({ en: expect.any(String), it: expect.any(String) }),
      }),
    );
    await prisma.changelogEntry.updateMany({ where: { type: 'maintenance' }, data: { enabled: true } });
    try {
      const on = await request(app.getHttpServer()).get('/api/Changelog').expect(200);
      expect(on.body.maintenance).toEqual([
        expect.objectContaining({
          version: '0.0.1',
          languageLogs: expect.objectContaining({ de: expect.any(String), sa: expect.any(String) }),
        }),
      ]);
    } finally {
      await prisma.changelogEntry.updateMany({ where: { type: 'maintenance' }, data: { enabled: false } });
    }
  });
});
