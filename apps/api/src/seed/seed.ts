// Seeds the catalogue, content, VPN stock and demo accounts. Called by the server at boot and by
// prisma/seed.ts. Idempotent: it inserts only what is missing (by natural keys) and never
// overwrites a row, so stock, prices or passwords changed since are left alone.
import * as argon2 from 'argon2';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { PRICE_LIST_CURRENCIES, PRODUCTS, EXCLUSIONS, SHIPMENT_COUNTRIES, PriceCountry } from './catalogue.data';
import { CHANGELOG, NEWS, TICKET_GROUPS } from './content.data';
import { DEMO_USERS, DISCOUNT_CODES } from './demo.data';
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
  /** Demo customer, reseller and support agent; never wanted in production. */
  demoUsers: boolean;
}

export async function seedDatabase(prisma: PrismaClient, options: SeedOptions = { demoUsers: true }): Promise<DemoLogin[]> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      await seedCatalogue(tx);
      await seedContent(tx);
      await seedVpn(tx);
      await seedPromo(tx);
      return options.demoUsers ? seedDemoUsers(tx) : [];
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
  // The single invoice-number counter row.
  await tx.invoiceCounter.createMany({ data: [{ id: 1, lastNumber: 0 }], skipDuplicates: true });
}

async function seedDemoUsers(tx: Tx): Promise<DemoLogin[]> {
  const existing = await tx.user.findMany({
    where: { email: { in: DEMO_USERS.map((u) => u.email.toLowerCase()) } },
    select: { email: true },
  });
  const present = new Set(existing.map((u) => u.email));
  for (const user of DEMO_USERS) {
    const email = user.email.toLowerCase();
    if (present.has(email)) continue; // never rehash or overwrite an existing account
    await tx.user.create({
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
    });
  }
  return DEMO_USERS.map((u) => ({ role: u.label, email: u.email.toLowerCase(), password: u.password }));
}

function requireId(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`seed: product ${name} missing after insert`);
  return id;
}
