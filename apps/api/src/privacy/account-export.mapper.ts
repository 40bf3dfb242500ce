import type { Prisma } from '../generated/prisma/client';
import { formatCreditNoteNumber, formatInvoiceNumber } from '../payment/invoice/invoice-number';

// The account export (GDPR articles 15 and 20) in one place: which columns of each table the file
// shows (the selects, which account-export.service.ts reads with) and how its rows become the file.
// A column that is not selected here cannot reach the file: no password hash, 2FA secret, device
// secret or live code, private key, token id, provider or idempotency id, staff note or other
// account's data is ever selected.

/** Written into the file so a later change of its shape can be told apart. */
export const EXPORT_FORMAT = { name: 'shop-account-export', version: 1 } as const;

const ORDERED = [{ createdAt: 'asc' }, { id: 'asc' }] as const;

export const USER_SELECT = {
  email: true,
  name: true,
  surname: true,
  country: true,
  language: true,
  roles: true,
  isReseller: true,
  tfaEnabled: true,
  confirmedAt: true,
  lastLoginAt: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.UserSelect;

export const ADDRESS_SELECT = {
  isShipping: true,
  isFavorite: true,
  name: true,
  surname: true,
  company: true,
  vatNumber: true,
  street: true,
  city: true,
  zip: true,
  province: true,
  country: true,
  phone: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.AddressSelect;

export const DEVICE_SELECT = {
  deviceId: true,
  platform: true,
  model: true,
  appVersion: true,
  description: true,
  pairedAt: true,
  freeTrialUsedAt: true,
  lastSeenAt: true,
  createdAt: true,
  playlists: {
    orderBy: [...ORDERED],
    select: { name: true, url: true, epgUrl: true, createdAt: true, updatedAt: true },
  },
} as const satisfies Prisma.PlayerDeviceSelect;

export const LICENCE_SELECT = {
  platform: true,
  source: true,
  since: true,
  lifetime: true,
  endsAt: true,
  playerDevice: { select: { deviceId: true } },
} as const satisfies Prisma.LicenceSelect;

export const PASS_SELECT = {
  code: true,
  description: true,
  durationMonths: true,
  startsAt: true,
  endsAt: true,
  createdAt: true,
  playerDevice: { select: { deviceId: true } },
  // The public half of each key only.
  peers: {
    orderBy: [...ORDERED],
    select: {
      publicKey: true,
      address: true,
      createdAt: true,
      location: { select: { code: true, city: true, country: true } },
    },
  },
} as const satisfies Prisma.VpnPassSelect;

export const BOX_SELECT = {
  serial: true,
  pairedAt: true,
  subscriptions: {
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    select: { durationMonths: true, startsAt: true, endsAt: true, createdAt: true },
  },
} as const satisfies Prisma.VpnBoxSelect;

export const ORDER_SELECT = {
  purchaseId: true,
  status: true,
  provider: true,
  email: true,
  language: true,
  currency: true,
  subtotalCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  refundedCents: true,
  country: true,
  shippingAddress: true,
  billingAddress: true,
  createdAt: true,
  paidAt: true,
  cancelledAt: true,
  refundedAt: true,
  subscriptionCancelledAt: true,
  discountCode: { select: { code: true } },
  items: {
    orderBy: [...ORDERED],
    select: { productName: true, quantity: true, unitPriceCents: true, discountCents: true, refundedAt: true },
  },
  invoice: { select: { year: true, number: true, issuedAt: true, totalCents: true, currency: true } },
  creditNotes: {
    orderBy: [{ issuedAt: 'asc' }, { id: 'asc' }],
    select: { year: true, number: true, issuedAt: true, amountCents: true, currency: true, reason: true },
  },
  shipment: { select: { status: true, carrier: true, trackingNumber: true, shippedAt: true, deliveredAt: true } },
} as const satisfies Prisma.OrderSelect;

export const COUPON_SELECT = {
  code: true,
  createdAt: true,
  usedAt: true,
  product: { select: { name: true } },
} as const satisfies Prisma.CouponCodeSelect;

export const TICKET_SELECT = {
  number: true,
  subject: true,
  status: true,
  priority: true,
  createdAt: true,
  closedAt: true,
  group: { select: { name: true } },
  rating: { select: { rating: true, comment: true, ratedAt: true } },
  // Public messages only: internal notes are staff's and never the customer's to see.
  messages: {
    where: { internal: false },
    orderBy: [...ORDERED],
    select: {
      isStaff: true,
      body: true,
      createdAt: true,
      attachments: { orderBy: [...ORDERED], select: { name: true, contentType: true, size: true } },
    },
  },
} as const satisfies Prisma.TicketSelect;

export const SESSION_SELECT = {
  ip: true,
  userAgent: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  revokedAt: true,
  revokedReason: true,
} as const satisfies Prisma.SessionSelect;

/** What was mailed, not the text: a recent mail may still hold a live one-time link. */
export const MAIL_SELECT = {
  to: true,
  template: true,
  subject: true,
  status: true,
  createdAt: true,
  sentAt: true,
} as const satisfies Prisma.MailOutboxSelect;

/** Automatic renewals (the provider's id included: the customer may need it with their provider). */
export const SUBSCRIPTION_SELECT = {
  id: true,
  provider: true,
  providerSubscriptionId: true,
  status: true,
  durationMonths: true,
  amountCents: true,
  currency: true,
  passId: true,
  boxId: true,
  paidThrough: true,
  cancelAtPeriodEnd: true,
  graceUntil: true,
  endedAt: true,
  createdAt: true,
} as const satisfies Prisma.SubscriptionSelect;

export interface AccountExportRows {
  user: Prisma.UserGetPayload<{ select: typeof USER_SELECT }>;
  addresses: Prisma.AddressGetPayload<{ select: typeof ADDRESS_SELECT }>[];
  devices: Prisma.PlayerDeviceGetPayload<{ select: typeof DEVICE_SELECT }>[];
  licences: Prisma.LicenceGetPayload<{ select: typeof LICENCE_SELECT }>[];
  passes: Prisma.VpnPassGetPayload<{ select: typeof PASS_SELECT }>[];
  boxes: Prisma.VpnBoxGetPayload<{ select: typeof BOX_SELECT }>[];
  orders: Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>[];
  subscriptions: Prisma.SubscriptionGetPayload<{ select: typeof SUBSCRIPTION_SELECT }>[];
  coupons: Prisma.CouponCodeGetPayload<{ select: typeof COUPON_SELECT }>[];
  tickets: Prisma.TicketGetPayload<{ select: typeof TICKET_SELECT }>[];
  sessions: Prisma.SessionGetPayload<{ select: typeof SESSION_SELECT }>[];
  mails: Prisma.MailOutboxGetPayload<{ select: typeof MAIL_SELECT }>[];
}

/** Dates as ISO 8601 text (UTC), every other value as it is: the file is JSON. */
type Exported<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Exported<Item>[]
    : T extends Prisma.JsonValue
      ? T
      : T extends object
        ? { [K in keyof T]: Exported<T[K]> }
        : T;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Every Date of a row as ISO text, recursively (Json columns hold no Dates). */
function withIsoDates<T>(value: T): Exported<T> {
  if (value instanceof Date) return value.toISOString() as Exported<T>;
  if (Array.isArray(value)) return value.map(withIsoDates) as Exported<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withIsoDates(item)])) as Exported<T>;
  }
  return value as Exported<T>;
}

/** The export file. Its sections are the account's rows as the selects above read them. */
export function toAccountExport(rows: AccountExportRows, exportedAt: Date) {
  return {
    format: EXPORT_FORMAT,
    exportedAt: exportedAt.toISOString(),
    profile: withIsoDates(rows.user),
    addresses: withIsoDates(rows.addresses),
    devices: withIsoDates(rows.devices),
    licences: rows.licences.map(({ playerDevice, ...licence }) => ({
      ...withIsoDates(licence),
      deviceId: playerDevice.deviceId,
    })),
    passes: rows.passes.map(({ playerDevice, peers, ...pass }) => ({
      ...withIsoDates(pass),
      attachedDeviceId: playerDevice?.deviceId ?? null,
      peers: peers.map(({ location, ...peer }) => ({ ...withIsoDates(peer), location })),
    })),
    boxes: withIsoDates(rows.boxes),
    orders: rows.orders.map(({ discountCode, invoice, creditNotes, ...order }) => ({
      ...withIsoDates(order),
      discountCode: discountCode?.code ?? null,
      invoice: invoice && {
        number: formatInvoiceNumber(invoice.year, invoice.number),
        issuedAt: iso(invoice.issuedAt),
        totalCents: invoice.totalCents,
        currency: invoice.currency,
      },
      creditNotes: creditNotes.map(({ year, number, issuedAt, ...note }) => ({
        number: formatCreditNoteNumber(year, number),
        issuedAt: iso(issuedAt),
        ...note,
      })),
    })),
    subscriptions: withIsoDates(rows.subscriptions),
    coupons: rows.coupons.map(({ product, ...coupon }) => ({ ...withIsoDates(coupon), productName: product.name })),
    tickets: rows.tickets.map(({ group, messages, ...ticket }) => ({
      ...withIsoDates(ticket),
      group: group.name,
      // Who wrote it, not which agent: the staff's names are theirs.
      messages: messages.map(({ isStaff, ...message }) => ({
        from: isStaff ? ('support' as const) : ('you' as const),
        ...withIsoDates(message),
      })),
    })),
    sessions: withIsoDates(rows.sessions),
    mails: withIsoDates(rows.mails),
  };
}

export type AccountExport = ReturnType<typeof toAccountExport>;
