// Seeds the catalogue and content, and for a demo the VPN locations and boxes and the demo accounts. Called by the server at boot and by
// prisma/seed.ts. Idempotent: it inserts only what is missing (by natural keys) and never
// overwrites a row, so stock, prices or passwords changed since are left alone.
import * as argon2 from 'argon2';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { PRICE_LIST_CURRENCIES, PRODUCTS, EXCLUSIONS, SHIPMENT_COUNTRIES, PriceCountry } from './catalogue.data';
import { CHANGELOG, NEWS, TICKET_GROUPS } from './content.data';
import { developmentVpnKey } from '../core/config/app-config';
import { hashDeviceSecret } from '../player/device-code';
import { addMonths } from '../vpn/months';
import { newPassCode } from '../vpn/pass-code';
import { allocatePeer } from '../vpn/peer-allocation';
import { PrivateKeyCipher } from '../vpn/private-key-cipher';
import { DEMO_BOX, DEMO_COUPON_CODES, DEMO_DEVICE_SECRET, DEMO_DEVICES, DEMO_PASS, DEMO_USERS, DISCOUNT_CODES } from './demo.data';
import { VPN_BOX_SERIALS, VPN_LOCATIONS } from './vpn.data';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

type Tx = Prisma.TransactionClient;

/** Serialises concurrent seeds (several instances booting at once). */
const SEED_LOCK_KEY = 7_265_001;

export interface SeedOptions {
  /** Demo customer, reseller and support agent, with devices, a pass and a box; never wanted in production. */
  demoUsers: boolean;
  /** Encrypts the demo pass's private keys (the server's VPN_KEY_ENCRYPTION_KEY); the development key by default. */
  vpnKey?: Buffer;
}

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = { demoUsers: true }): Promise<DemoLogin[]> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      await seedCatalogue(tx);
      await seedContent(tx);
      await seedPromo(tx);
      if (!options.demoUsers) return [];
      // Demo only: the locations' servers (endpoints on .example, made-up keys) and box serials are
      // invented, so a catalogue-only seed (a real shop) never offers them.
      await seedVpn(tx);
      return seedDemoUsers(tx, new PrivateKeyCipher(options.vpnKey ?? developmentVpnKey()));
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}

async function seedCatalogue(tx: Tx): Promise<void> {
  await tx.product.createMany({
    data: PRODUCTS.map((p) => ({
      name: p.name,
      type: p.type,
      sortOrder: p.sortOrder,
      durationMonths: p.durationMonths ?? null,
      stock: p.stock ?? null,
    })),
    skipDuplicates: true,
  });
  const products = await tx.product.findMany({
    where: { name: { in: PRODUCTS.map((p) => p.name) } },
    select: { id: true, name: true },
  });
  const productIds = new Map(products.map((p) => [p.name, p.id]));
  await tx.productPrice.createMany({
    data: PRODUCTS.flatMap((p) =>
      (Object.entries(p.prices) as [PriceCountry, number][]).map(([country, amountCents]) => ({
        productId: requireId(productIds, p.name),
        country,
        amountCents,
        currency: PRICE_LIST_CURRENCIES[country],
      })),
    ),
    skipDuplicates: true,
  });
  await tx.productExclusion.createMany({ data: [...EXCLUSIONS], skipDuplicates: true });
  await tx.shipmentCountry.createMany({ data: [...SHIPMENT_COUNTRIES], skipDuplicates: true });
}

async function seedContent(tx: Tx): Promise<void> {
  await tx.ticketGroup.createMany({ data: [...TICKET_GROUPS], skipDuplicates: true });
  // ChangelogEntry has no unique key: (type, version) is its natural one.
  for (const entry of CHANGELOG) {
    const existing = await tx.changelogEntry.findFirst({
      where: { type: entry.type, version: entry.version },
      select: { id: true },
    });
    if (!existing) {
      await tx.changelogEntry.create({
        data: { type: entry.type, version: entry.version, enabled: entry.enabled, languageLogs: { ...entry.languageLogs } },
      });
    }
  }
  await tx.news.createMany({
    data: NEWS.map((n) => ({ slug: n.slug, publishedAt: n.publishedAt, titles: { ...n.titles }, bodies: { ...n.bodies } })),
    skipDuplicates: true,
  });
}

async function seedVpn(tx: Tx): Promise<void> {
  await tx.vpnLocation.createMany({ data: [...VPN_LOCATIONS], skipDuplicates: true });
  await tx.vpnBox.createMany({ data: VPN_BOX_SERIALS.map((serial) => ({ serial })), skipDuplicates: true });
}

async function seedPromo(tx: Tx): Promise<void> {
  await tx.discountCode.createMany({ data: [...DISCOUNT_CODES], skipDuplicates: true });
}

async function seedDemoUsers(tx: Tx, cipher: PrivateKeyCipher): Promise<DemoLogin[]> {
  const existing = await tx.user.findMany({
    where: { email: { in: DEMO_USERS.map((u) => u.email.toLowerCase()) } },
    select: { email: true },
  });
  const present = new Set(existing.map((u) => u.email));
  for (const user of DEMO_USERS) {
    const email = user.email.toLowerCase();
    if (present.has(email)) continue; // never rehash or overwrite an existing account
    const created = await tx.user.create({
      data: {
        email,
        passwordHash: await argon2.hash(user.password, { type: argon2.argon2id }),
        name: user.name,
        surname: user.surname,
        country: user.country,
        language: user.language,
        roles: user.roles,
        isReseller: user.isReseller,
        confirmedAt: new Date(),
      },
      select: { id: true },
    });
    // A new demo account gets its things with it; an existing one is left as its user made it.
    await seedDemoBelongings(tx, user.label, created.id, cipher);
  }
  return DEMO_USERS.map((u) => ({ role: u.label, email: u.email.toLowerCase(), password: u.password }));
}

/** Devices (with licences and playlists), the VPN pass, the box and the licence codes of one demo account. */
async function seedDemoBelongings(tx: Tx, label: string, userId: string, cipher: PrivateKeyCipher): Promise<void> {
  const now = new Date();
  const deviceIds = new Map<string, string>();
  for (const device of DEMO_DEVICES[label] ?? []) {
    if (await tx.playerDevice.findUnique({ where: { deviceId: device.deviceId }, select: { id: true } })) continue;
    const row = await tx.playerDevice.create({
      data: {
        deviceId: device.deviceId,
        secretHash: hashDeviceSecret(DEMO_DEVICE_SECRET),
        platform: device.platform,
        model: device.model,
        appVersion: '3.4.1',
        description: device.description,
        userId,
        pairedAt: now,
        lastSeenAt: now,
        licences: device.licensed ? { create: { platform: device.platform.toUpperCase() as 'WEB' | 'ANDROID' | 'IOS', source: 'PURCHASE', userId, lifetime: true } } : undefined,
        playlists: { create: device.playlists.map((p) => ({ name: p.name, url: p.url, epgUrl: p.epgUrl ?? null })) },
      },
      select: { id: true },
    });
    deviceIds.set(device.deviceId, row.id);
  }
  if (DEMO_PASS.owner === label) {
    const startsAt = addMonths(now, -DEMO_PASS.startedMonthsAgo);
    const pass = await tx.vpnPass.create({
      data: {
        userId,
        code: newPassCode(),
        description: DEMO_PASS.description,
        durationMonths: DEMO_PASS.durationMonths,
        startsAt,
        endsAt: addMonths(startsAt, DEMO_PASS.durationMonths),
        playerDeviceId: deviceIds.get(DEMO_PASS.attachedTo) ?? null,
      },
      select: { id: true },
    });
    const locations = await tx.vpnLocation.findMany({ where: { code: { in: DEMO_PASS.locations } }, select: { id: true, code: true, subnet: true } });
    for (const location of locations) await allocatePeer(tx, pass.id, location, cipher);
  }
  if (DEMO_BOX.owner === label) {
    const box = await tx.vpnBox.updateMany({ where: { serial: DEMO_BOX.serial, userId: null }, data: { userId, pairedAt: now } });
    if (box.count === 1) {
      const startsAt = addMonths(now, -DEMO_BOX.startedMonthsAgo);
      const { id: boxId } = await tx.vpnBox.findUniqueOrThrow({ where: { serial: DEMO_BOX.serial }, select: { id: true } });
      await tx.boxSubscription.create({ data: { boxId, durationMonths: DEMO_BOX.durationMonths, startsAt, endsAt: addMonths(startsAt, DEMO_BOX.durationMonths) } });
    }
  }
  if (label === 'reseller') {
    const products = await tx.product.findMany({ where: { type: 'COUPON' }, select: { id: true, name: true } });
    const data = DEMO_COUPON_CODES.flatMap((c) => {
      const product = products.find((p) => p.name.endsWith(`-${c.productSuffix}`));
      return product ? [{ code: c.code, productId: product.id, ownerId: userId }] : [];
    });
    await tx.couponCode.createMany({ data, skipDuplicates: true });
  }
}

function requireId(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`seed: product ${name} missing after insert`);
  return id;
}
