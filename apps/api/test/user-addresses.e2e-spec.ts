import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { createTestApp } from './test-app';

describe('Addresses of the signed-in user (PUT / DELETE /api/User/Address)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const touched: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.user.deleteMany({ where: { email: { in: touched } } });
    await app.close();
  });

  const signedIn = async () => {
    const user = await newUser(prisma);
    touched.push(user.email);
    const { token } = await newSession(app, user.id);
    return { user, token };
  };
  const server = () => app.getHttpServer();
  const put = (token: string, body: object, addressId?: string) =>
    request(server())
      .put('/api/User/Address')
      .query(addressId === undefined ? {} : { addressId })
      .set('Authorization', `Bearer ${token}`)
      .send(body);
  const remove = (token: string, addressId?: string) =>
    request(server())
      .delete('/api/User/Address')
      .query(addressId === undefined ? {} : { addressId })
      .set('Authorization', `Bearer ${token}`);
  const address = (extra: object = {}) => ({
    isShipping: true,
    isFavorite: false,
    name: 'Anna',
    surname: 'Rossi',
    street: 'Via Roma 1',
    city: 'Milano',
    zip: '20121',
    country: 'it',
    ...extra,
  });

  it('adds, edits and removes an address, each time answering the address-change shape', async () => {
    const { user, token } = await signedIn();
    const added = await put(token, address({ company: '', phone: '+39 02 1234567' })).expect(200);
    expect(Object.keys(added.body).sort()).toEqual(['_id', 'addresses', 'isReseller', 'lastlogin', 'tfa']);
    expect(added.body).toEqual({
      _id: user.email,
      tfa: false,
      isReseller: false,
      lastlogin: null,
      addresses: [expect.any(Object)],
    });
    const [first] = added.body.addresses;
    expect(first).toEqual({
      id: expect.any(String),
      isShipping: true,
      isFavorite: false,
      name: 'Anna',
      surname: 'Rossi',
      company: null,
      vatNumber: null,
      street: 'Via Roma 1',
      city: 'Milano',
      zip: '20121',
      province: null,
      country: 'IT',
      phone: '+39 02 1234567',
    });

    const edited = await put(token, address({ isShipping: false, city: '  Torino ', province: 'TO' }), first.id).expect(
      200,
    );
    expect(edited.body.addresses).toEqual([
      expect.objectContaining({ id: first.id, isShipping: false, city: 'Torino', province: 'TO' }),
    ]);

    const removed = await remove(token, first.id).expect(200);
    expect(removed.body).toEqual({ _id: user.email, tfa: false, isReseller: false, lastlogin: null, addresses: [] });
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 404 for another user's address and leaves it untouched", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const [theirs] = (await put(owner.token, address()).expect(200)).body.addresses;

    expect((await put(stranger.token, address({ city: 'Hacked' }), theirs.id).expect(404)).body).toEqual(
      expect.objectContaining({ statusCode: 404, code: 'ADDRESS_NOT_FOUND' }),
    );
    const deleteAnswer = await remove(stranger.token, theirs.id).expect(404);
    expect(deleteAnswer.body.code).toBe('ADDRESS_NOT_FOUND');
    expect(JSON.stringify(deleteAnswer.body)).not.toContain('Milano');

    const stored = await prisma.address.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(stored).toEqual(expect.objectContaining({ userId: owner.user.id, city: 'Milano' }));
  });

  it('answers 404 for an unknown or malformed address id', async () => {
    const { token } = await signedIn();
    for (const id of [randomUUID(), 'not-a-uuid', '']) {
      expect((await put(token, address(), id).expect(404)).body.code).toBe('ADDRESS_NOT_FOUND');
      expect((await remove(token, id).expect(404)).body.code).toBe('ADDRESS_NOT_FOUND');
    }
  });

  it('keeps one favourite shipping address', async () => {
    const { token } = await signedIn();
    const [a] = (await put(token, address({ isFavorite: true, street: 'A' })).expect(200)).body.addresses;
    const afterB = (await put(token, address({ isFavorite: true, street: 'B' })).expect(200)).body.addresses;
    const billing = (await put(token, address({ isShipping: false, isFavorite: true, street: 'Billing' })).expect(200))
      .body.addresses;
    const favourites = (list: { street: string; isShipping: boolean; isFavorite: boolean }[]) =>
      list.filter((x) => x.isShipping && x.isFavorite).map((x) => x.street);
    expect(favourites(afterB)).toEqual(['B']);
    expect(favourites(billing)).toEqual(['B']);

    const afterEdit = (await put(token, address({ isFavorite: true, street: 'A' }), a.id).expect(200)).body.addresses;
    expect(favourites(afterEdit)).toEqual(['A']);
    // A billing address's own flag is left as it was.
    expect(afterEdit.find((x: { street: string }) => x.street === 'Billing').isFavorite).toBe(true);
  });

  it('keeps one favourite when two are added at once', async () => {
    const { user, token } = await signedIn();
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((street) => put(token, address({ isFavorite: true, street }))),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await prisma.address.count({ where: { userId: user.id, isShipping: true, isFavorite: true } })).toBe(1);
  });

  it('refuses more than 20 addresses', async () => {
    const { user, token } = await signedIn();
    await prisma.address.createMany({
      data: Array.from({ length: 20 }, (_, i) => ({
        userId: user.id,
        name: 'A',
        surname: 'B',
        street: `S ${i}`,
        city: 'C',
        zip: '1',
        country: 'IT',
      })),
    });
    expect((await put(token, address()).expect(400)).body.code).toBe('ADDRESS_LIMIT_REACHED');
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(20);
  });

  it.each([
    ['a three-letter country', { country: 'ITA' }],
    ['no street', { street: undefined }],
    ['a blank city', { city: '   ' }],
    ['a zip with symbols', { zip: '<script>' }],
    ['a phone with letters', { phone: 'call me' }],
    ['isShipping as a string', { isShipping: 'yes' }],
    ['a field of the owner', { userId: randomUUID() }],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, extra) => {
    const { user, token } = await signedIn();
    expect((await put(token, address(extra)).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it('needs an addressId to remove and a signed-in user for every call', async () => {
    const { token } = await signedIn();
    expect((await remove(token).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await request(server()).put('/api/User/Address').send(address()).expect(401);
    await request(server()).delete(`/api/User/Address?addressId=${randomUUID()}`).expect(401);
  });
});
