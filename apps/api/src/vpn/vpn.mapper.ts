import type { Prisma, VpnLocation } from '../generated/prisma/client';
import { SHIPMENT_TRACKING_SELECT, toShipmentTracking } from './shipment-tracking';
import type {
  BoxResponse,
  BoxSubscriptionResponse,
  LocationResponse,
  PassResponse,
  PassStatus,
  PeerResponse,
  RenewalResponse,
} from './vpn.responses';

// Rows of the VPN tables (passes, peers, locations, boxes) become answers here, and only here.

/** Where a pass or a box subscription stands at `now`. */
export function statusAt(startsAt: Date, endsAt: Date, now = new Date()): PassStatus {
  if (now < startsAt) return 'upcoming';
  return now < endsAt ? 'active' : 'ended';
}

export function toLocationResponse(l: Pick<VpnLocation, 'code' | 'city' | 'country'>): LocationResponse {
  return { code: l.code, city: l.city, country: l.country };
}

/** An automatic renewal still running (the one of a pass or box), with the order that started it. */
const RENEWAL_SELECT = {
  where: { status: { in: ['ACTIVE', 'PAST_DUE'] } },
  orderBy: { createdAt: 'desc' },
  take: 1,
  select: {
    id: true,
    provider: true,
    status: true,
    cancelAtPeriodEnd: true,
    paidThrough: true,
    amountCents: true,
    currency: true,
    graceUntil: true,
    orders: { select: { purchaseId: true }, orderBy: { createdAt: 'asc' }, take: 1 },
  },
} as const satisfies Prisma.VpnPass$subscriptionsArgs;

/** A renewal as read by Prisma or inside a JSON aggregate (the account home). */
export interface RenewalRow {
  id: string;
  /** STRIPE, PAYPAL, SANDBOX */
  provider: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  paidThrough: Date | null;
  amountCents: number;
  currency: string;
  graceUntil: Date | null;
  purchaseId: string | null;
}

export function toRenewalResponse(r: RenewalRow | null | undefined): RenewalResponse | null {
  if (!r || !r.paidThrough || !r.purchaseId) return null;
  return {
    subscriptionId: r.id,
    provider: r.provider.toLowerCase() as RenewalResponse['provider'],
    purchaseId: r.purchaseId,
    state: r.status === 'PAST_DUE' ? 'past-due' : r.cancelAtPeriodEnd ? 'cancelled' : 'active',
    renewsOn: r.paidThrough.toISOString(),
    amount: r.amountCents,
    currency: r.currency,
    graceUntil: r.graceUntil?.toISOString() ?? null,
  };
}

type RenewalSelected = { orders: { purchaseId: string }[] } & Omit<RenewalRow, 'purchaseId'>;
const renewalOf = (rows: RenewalSelected[]) =>
  toRenewalResponse(rows[0] ? { ...rows[0], purchaseId: rows[0].orders[0]?.purchaseId ?? null } : null);

/** What every pass answer is built from: the pass with its device and its peers, by location order. */
export const PASS_SELECT = {
  id: true,
  code: true,
  description: true,
  durationMonths: true,
  startsAt: true,
  endsAt: true,
  playerDevice: { select: { deviceId: true } },
  peers: {
    select: {
      address: true,
      publicKey: true,
      location: { select: { code: true, city: true, country: true, endpoint: true, sortOrder: true } },
    },
    orderBy: { location: { sortOrder: 'asc' } },
  },
  subscriptions: RENEWAL_SELECT,
} as const satisfies Prisma.VpnPassSelect;

export type PassRow = Prisma.VpnPassGetPayload<{ select: typeof PASS_SELECT }>;

export function toPeerResponse(peer: PassRow['peers'][number]): PeerResponse {
  return {
    location: toLocationResponse(peer.location),
    address: peer.address,
    publicKey: peer.publicKey,
    endpoint: peer.location.endpoint,
  };
}

export function toPassResponse(p: PassRow, now = new Date()): PassResponse {
  const status = statusAt(p.startsAt, p.endsAt, now);
  return {
    id: p.id,
    code: p.code,
    description: p.description,
    durationMonths: p.durationMonths,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    status,
    deviceId: p.playerDevice?.deviceId ?? null,
    // An ended pass's peers no longer work (the release job deletes them soon after).
    peers: (status === 'ended' ? [] : p.peers).map(toPeerResponse),
    subscriptionId: p.subscriptions[0]?.id ?? null,
    renewal: renewalOf(p.subscriptions),
  };
}

/** What every box answer is built from: the box with its subscriptions, newest first. */
export const BOX_SELECT = {
  id: true,
  serial: true,
  pairedAt: true,
  subscriptions: {
    select: { durationMonths: true, startsAt: true, endsAt: true, grace: true },
    orderBy: [{ startsAt: 'desc' }, { id: 'asc' }],
  },
  renewals: RENEWAL_SELECT,
  shipments: { select: SHIPMENT_TRACKING_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1 },
} as const satisfies Prisma.VpnBoxSelect;

export type BoxRow = Prisma.VpnBoxGetPayload<{ select: typeof BOX_SELECT }>;

export function toBoxSubscriptionResponse(
  s: BoxRow['subscriptions'][number],
  now = new Date(),
): BoxSubscriptionResponse {
  return {
    durationMonths: s.durationMonths,
    grace: s.grace,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    status: statusAt(s.startsAt, s.endsAt, now),
  };
}

export function toBoxResponse(box: BoxRow, now = new Date()): BoxResponse {
  const subscriptions = box.subscriptions.map((s) => toBoxSubscriptionResponse(s, now));
  const lastEnd = box.subscriptions.reduce<Date | null>((last, s) => (last && last > s.endsAt ? last : s.endsAt), null);
  return {
    id: box.id,
    serial: box.serial,
    endsAt: lastEnd?.toISOString() ?? null,
    pairedAt: box.pairedAt?.toISOString() ?? null,
    subscription: subscriptions.find((s) => s.status === 'active') ?? subscriptions[0] ?? null,
    subscriptions,
    subscriptionId: box.renewals[0]?.id ?? null,
    renewal: renewalOf(box.renewals),
    shipment: box.shipments[0] ? toShipmentTracking(box.shipments[0]) : null,
  };
}
