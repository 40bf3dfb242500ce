// Seeds the catalogue and content, and for a demo the VPN locations and boxes and the demo accounts. Called by the server at boot and by
// prisma/seed.ts. Idempotent: it inserts only what is missing (by natural keys) and never
// overwrites a row, so prices or passwords changed since are left alone. The boxes' stock is a count
// of the serials in stock (vpn/box-stock.queries.ts), taken again at the end.
import * as argon2 from 'argon2';
import { Prisma, PrismaClient, TicketPriority, TicketStatus } from '../generated/prisma/client';
import { PRICE_LIST_CURRENCIES, PRODUCTS, EXCLUSIONS, SHIPMENT_COUNTRIES, PriceCountry } from './catalogue.data';
import { CHANGELOG, NEWS, TICKET_GROUPS } from './content.data';
import { developmentVpnKey } from '../core/config/app-config';
import { hashDeviceSecret } from '../player/device-code';
import { addMonths } from '../vpn/months';
import { newPassCode } from '../vpn/pass-code';
import { recountBoxStock } from '../vpn/box-stock.queries';
import { allocatePeer } from '../vpn/peer-allocation';
import { PrivateKeyCipher } from '../vpn/private-key-cipher';
import {
  DEMO_BOX,
  DEMO_COUPON_CODES,
  DEMO_DEVICE_SECRET,
  DEMO_DEVICES,
  DEMO_FIRST_RESPONSE_HOURS,
  DEMO_PASS,
  DEMO_TICKETS,
  DEMO_USERS,
  DemoTicketSeed,
  DEMO_CANNED_REPLIES,
  DISCOUNT_CODES,
} from './demo.data';
import { seedDemoOrder, seedDemoRenewal } from './demo-orders';
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
  /** Demo customer, reseller, support agent and admin, with devices, a pass, a box and tickets; never wanted in production. */
  demoUsers: boolean;
  /** Encrypts the demo pass's private keys (the server's VPN_KEY_ENCRYPTION_KEY); the development key by default. */
  vpnKey?: Buffer;
}

export async function seedDatabase(
  prisma: PrismaClient,
  options: SeedOptions = { demoUsers: true },
): Promise<DemoLogin[]> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      await seedCatalogue(tx);
      await seedContent(tx);
      await seedPromo(tx);
      const logins = options.demoUsers ? await seedDemo(tx, options) : [];
      // The hardware's stock is the registered serials on the shelf (box-stock.queries.ts): none until a
      // real shop imports its own, the demo's otherwise.
      await recountBoxStock(tx);
      return logins;
    },
    { maxWait: 30_000, timeout: 120_000 },
  );
}

/**
 * Demo only: the locations' servers (endpoints on .example, made-up keys) and box serials are
 * invented, so a catalogue-only seed (a real shop) never offers them.
 */
async function seedDemo(tx: Tx, options: SeedOptions): Promise<DemoLogin[]> {
  await seedVpn(tx);
  const logins = await seedDemoUsers(tx, new PrivateKeyCipher(options.vpnKey ?? developmentVpnKey()));
  await seedDemoTickets(tx);
  await seedDemoCannedReplies(tx);
  return logins;
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
        data: {
          type: entry.type,
          version: entry.version,
          enabled: entry.enabled,
          languageLogs: { ...entry.languageLogs },
        },
      });
    }
  }
  await tx.news.createMany({
    data: NEWS.map((n) => ({
      slug: n.slug,
      publishedAt: n.publishedAt,
      titles: { ...n.titles },
      bodies: { ...n.bodies },
    })),
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
        licences: device.licensed
          ? {
              create: {
                platform: device.platform.toUpperCase() as 'WEB' | 'ANDROID' | 'IOS',
                source: 'PURCHASE',
                userId,
                lifetime: true,
              },
            }
          : undefined,
        playlists: { create: device.playlists.map((p) => ({ name: p.name, url: p.url, epgUrl: p.epgUrl ?? null })) },
      },
      select: { id: true },
    });
    deviceIds.set(device.deviceId, row.id);
  }
  if (DEMO_PASS.owner === label) {
    const startsAt = addMonths(now, -DEMO_PASS.startedMonthsAgo);
    const bought = await seedDemoOrder(tx, userId, DEMO_PASS.product, startsAt);
    const pass = await tx.vpnPass.create({
      data: {
        userId,
        code: newPassCode(),
        description: DEMO_PASS.description,
        durationMonths: DEMO_PASS.durationMonths,
        startsAt,
        endsAt: addMonths(startsAt, DEMO_PASS.durationMonths),
        playerDeviceId: deviceIds.get(DEMO_PASS.attachedTo) ?? null,
        orderItemId: bought.itemId,
      },
      select: { id: true, endsAt: true },
    });
    await seedDemoRenewal(tx, { orderId: bought.orderId, userId, passId: pass.id, paidThrough: pass.endsAt });
    const locations = await tx.vpnLocation.findMany({
      where: { code: { in: DEMO_PASS.locations } },
      select: { id: true, code: true, subnet: true },
    });
    for (const location of locations) await allocatePeer(tx, pass.id, location, cipher);
  }
  if (DEMO_BOX.owner === label) {
    const box = await tx.vpnBox.updateMany({
      where: { serial: DEMO_BOX.serial, userId: null },
      data: { userId, pairedAt: now, soldAt: now },
    });
    if (box.count === 1) {
      const startsAt = addMonths(now, -DEMO_BOX.startedMonthsAgo);
      const { id: boxId } = await tx.vpnBox.findUniqueOrThrow({
        where: { serial: DEMO_BOX.serial },
        select: { id: true },
      });
      const bought = await seedDemoOrder(tx, userId, DEMO_BOX.product, startsAt, { shipped: true });
      await tx.boxSubscription.create({
        data: {
          boxId,
          durationMonths: DEMO_BOX.durationMonths,
          startsAt,
          endsAt: addMonths(startsAt, DEMO_BOX.durationMonths),
          orderItemId: bought.itemId,
        },
      });
      await tx.vpnBox.update({ where: { id: boxId }, data: { soldAt: startsAt }, select: { id: true } });
      await tx.shipment.create({
        data: {
          orderId: bought.orderId,
          boxId,
          status: 'DELIVERED',
          carrier: 'Poste Italiane',
          trackingNumber: 'DEMO0000000001IT',
          shippedAt: startsAt,
          deliveredAt: new Date(startsAt.getTime() + 3 * 24 * 60 * 60 * 1000),
        },
        select: { id: true },
      });
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

/** The demo desk's canned replies, while the desk has none (so an agent's own edits are never doubled). */
async function seedDemoCannedReplies(tx: Tx): Promise<void> {
  if ((await tx.cannedReply.count()) > 0) return;
  for (const reply of DEMO_CANNED_REPLIES)
    await tx.cannedReply.create({
      data: {
        texts: {
          create: Object.entries(reply).map(([language, text]) => ({ language, title: text.title, body: text.body })),
        },
      },
    });
}

/**
 * The demo customer's tickets, with their messages, rating and history as the help desk writes them
 * (TicketEvent: created, priority, assignee, reply, note, status, rating). A ticket of the customer
 * with the same subject already there is left alone, so a second seed adds nothing.
 */
async function seedDemoTickets(tx: Tx): Promise<void> {
  const emailOf = (label: string) => DEMO_USERS.find((u) => u.label === label)?.email.toLowerCase() ?? '';
  // One after another: a transaction's connection runs one query at a time.
  const customer = await tx.user.findUnique({ where: { email: emailOf(DEMO_TICKETS.owner) }, select: { id: true } });
  const agent = await tx.user.findUnique({ where: { email: emailOf(DEMO_TICKETS.agent) }, select: { id: true } });
  if (!customer || !agent) return;
  const present = await tx.ticket.findMany({
    where: { userId: customer.id, subject: { in: DEMO_TICKETS.tickets.map((t) => t.subject) } },
    select: { subject: true },
  });
  const seen = new Set(present.map((t) => t.subject));
  const now = Date.now();
  for (const ticket of DEMO_TICKETS.tickets) {
    if (seen.has(ticket.subject)) continue;
    await seedDemoTicket(tx, ticket, customer.id, agent.id, now);
  }
}

async function seedDemoTicket(
  tx: Tx,
  seed: DemoTicketSeed,
  customerId: string,
  agentId: string,
  now: number,
): Promise<void> {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const createdAt = at(seed.steps[0].hoursAgo);
  const related = seed.related ?? {};
  const device = related.deviceId
    ? await tx.playerDevice.findFirst({
        where: { deviceId: related.deviceId, userId: customerId },
        select: { id: true },
      })
    : null;
  const pass = related.pass
    ? await tx.vpnPass.findFirst({ where: { userId: customerId }, orderBy: { createdAt: 'asc' }, select: { id: true } })
    : null;
  const box = related.boxSerial
    ? await tx.vpnBox.findFirst({ where: { serial: related.boxSerial, userId: customerId }, select: { id: true } })
    : null;
  // Opened as POST Ticket does: open, normal, waiting for support; the steps below change it.
  const ticket = await tx.ticket.create({
    data: {
      userId: customerId,
      groupId: seed.groupId,
      subject: seed.subject,
      playerDeviceId: device?.id ?? null,
      passId: pass?.id ?? null,
      boxId: box?.id ?? null,
      lastActivityAt: createdAt,
      waitingSince: createdAt,
      firstResponseDueAt: new Date(createdAt.getTime() + DEMO_FIRST_RESPONSE_HOURS.NORMAL * 3_600_000),
      createdAt,
    },
    select: { id: true },
  });
  const state = {
    status: 'OPEN' as TicketStatus,
    priority: 'NORMAL' as TicketPriority,
    assigneeId: null as string | null,
    waitingSince: createdAt as Date | null,
    closedAt: null as Date | null,
    firstRespondedAt: null as Date | null,
    lastActivityAt: createdAt,
  };
  const event = (actorId: string, action: string, before: object | null, after: object | null, when: Date) =>
    tx.ticketEvent.create({
      data: {
        ticketId: ticket.id,
        actorId,
        action,
        before: (before ?? undefined) as Prisma.InputJsonObject | undefined,
        after: (after ?? undefined) as Prisma.InputJsonObject | undefined,
        createdAt: when,
      },
      select: { id: true },
    });
  const setStatus = async (actorId: string, to: TicketStatus, when: Date) => {
    if (to === state.status) return;
    await event(actorId, 'status', { status: state.status.toLowerCase() }, { status: to.toLowerCase() }, when);
    state.waitingSince = to === 'OPEN' ? (state.status === 'OPEN' && state.waitingSince) || when : null;
    state.closedAt = to === 'CLOSED' ? when : null;
    state.status = to;
  };
  for (const [index, step] of seed.steps.entries()) {
    const when = at(step.hoursAgo);
    if (step.kind === 'message') {
      const byStaff = step.by === 'support';
      const authorId = byStaff ? agentId : customerId;
      const internal = byStaff && step.internal === true;
      const message = await tx.ticketMessage.create({
        data: { ticketId: ticket.id, authorId, isStaff: byStaff, internal, body: step.body, createdAt: when },
        select: { id: true },
      });
      state.lastActivityAt = when;
      if (index === 0) {
        await event(customerId, 'created', null, { status: 'open', priority: 'normal', groupId: seed.groupId }, when);
      } else if (byStaff) {
        if (!internal) state.firstRespondedAt ??= when;
        await event(agentId, internal ? 'note' : 'reply', null, { messageId: message.id }, when);
        const to = step.status ?? (!internal && state.status === 'CLOSED' ? 'OPEN' : undefined);
        if (to) await setStatus(agentId, to, when);
      } else {
        // A customer's reply to a pending or closed ticket opens it again.
        await setStatus(customerId, 'OPEN', when);
      }
    } else if (step.kind === 'update') {
      if (step.priority && step.priority !== state.priority) {
        await event(
          agentId,
          'priority',
          { priority: state.priority.toLowerCase() },
          { priority: step.priority.toLowerCase() },
          when,
        );
        state.priority = step.priority;
      }
      if (step.assign && state.assigneeId !== agentId) {
        await event(agentId, 'assignee', { assigneeId: state.assigneeId }, { assigneeId: agentId }, when);
        state.assigneeId = agentId;
      }
      if (step.status) await setStatus(agentId, step.status, when);
      state.lastActivityAt = when;
    } else {
      await tx.ticketRating.create({
        data: { ticketId: ticket.id, rating: step.rating, comment: step.comment, ratedAt: when, createdAt: when },
        select: { id: true },
      });
      await event(customerId, 'rating', null, { rating: step.rating.toLowerCase(), comment: step.comment }, when);
    }
  }
  await tx.ticket.update({
    where: { id: ticket.id },
    data: {
      status: state.status,
      priority: state.priority,
      assigneeId: state.assigneeId,
      waitingSince: state.waitingSince,
      closedAt: state.closedAt,
      firstRespondedAt: state.firstRespondedAt,
      // The target of the priority from the creation, as a change of priority before the first answer sets it.
      firstResponseDueAt: new Date(createdAt.getTime() + DEMO_FIRST_RESPONSE_HOURS[state.priority] * 3_600_000),
      lastActivityAt: state.lastActivityAt,
    },
    select: { id: true },
  });
}

function requireId(ids: Map<string, string>, name: string): string {
  const id = ids.get(name);
  if (!id) throw new Error(`seed: product ${name} missing after insert`);
  return id;
}
