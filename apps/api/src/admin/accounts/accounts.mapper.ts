import { knownRoles } from '@shop/contracts';
import { toSessionResponse } from '../../account/account.mapper';
import type { LiveSessionRow } from '../../account/account.queries';
import type { Prisma } from '../../generated/prisma/client';
import { toTicketState } from '../../support/support.mapper';
import { CUSTOMER_CONTEXT_SELECT } from '../../support/staff/staff-ticket.select';
import { toCustomerContextResponse } from '../../support/staff/staff.mapper';
import type { AccountDetailResponse, AccountSummaryResponse } from './accounts.responses';

export const ACCOUNT_SUMMARY_SELECT = {
  id: true,
  email: true,
  name: true,
  surname: true,
  country: true,
  language: true,
  roles: true,
  isReseller: true,
  lockedAt: true,
  confirmedAt: true,
  tfaEnabled: true,
  deletedAt: true,
  createdAt: true,
  lastLoginAt: true,
} as const satisfies Prisma.UserSelect;

/** The summary, the help desk's customer context (devices, passes, boxes, last orders) and the tickets. */
export const ACCOUNT_DETAIL_SELECT = {
  ...ACCOUNT_SUMMARY_SELECT,
  ...CUSTOMER_CONTEXT_SELECT,
  // The help desk's last orders, with their items and refunds: an admin refunds from this page.
  orders: {
    ...CUSTOMER_CONTEXT_SELECT.orders,
    select: {
      ...CUSTOMER_CONTEXT_SELECT.orders.select,
      refundedCents: true,
      items: {
        select: {
          id: true,
          productName: true,
          quantity: true,
          unitPriceCents: true,
          discountCents: true,
          refundedAt: true,
        },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      },
    },
  },
  tickets: {
    select: { id: true, number: true, subject: true, status: true, lastActivityAt: true },
    orderBy: [{ lastActivityAt: 'desc' }, { id: 'asc' }],
    take: 20,
  },
  _count: { select: { orders: true, tickets: true } },
} as const satisfies Prisma.UserSelect;

type SummaryRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT_SUMMARY_SELECT }>;
type DetailRow = Prisma.UserGetPayload<{ select: typeof ACCOUNT_DETAIL_SELECT }>;

export function toAccountSummaryResponse(u: SummaryRow): AccountSummaryResponse {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    surname: u.surname,
    country: u.country.trim() || null,
    language: u.language,
    roles: knownRoles(u.roles),
    isReseller: u.isReseller,
    locked: u.lockedAt !== null,
    lockedAt: u.lockedAt?.toISOString() ?? null,
    confirmed: u.confirmedAt !== null,
    tfa: u.tfaEnabled,
    deleted: u.deletedAt !== null,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  };
}

/** A pass code as a support agent sees it: the last four characters, enough to tell passes apart. */
export function maskedPassCode(code: string): string {
  return `••••${code.slice(-4)}`;
}

/**
 * One account for the back office. `viewer` is who looks: an admin sees everything; a support agent
 * (who may look up any account, admins included) sees the pass codes masked (a code is the VPN
 * app's login) and no session's client address.
 */
export function toAccountDetailResponse(
  u: DetailRow,
  sessions: LiveSessionRow[],
  viewer: 'admin' | 'support',
): AccountDetailResponse {
  const context = toCustomerContextResponse(u);
  const full = viewer === 'admin';
  return {
    ...toAccountSummaryResponse(u),
    orders: context.orders.map((order, i) => ({
      ...order,
      refundedCents: u.orders[i].refundedCents,
      items: u.orders[i].items.map((item) => ({
        id: item.id,
        productName: item.productName,
        quantity: item.quantity,
        amountCents: item.unitPriceCents * item.quantity - item.discountCents,
        refunded: item.refundedAt !== null,
      })),
    })),
    orderCount: u._count.orders,
    devices: context.devices,
    passes: full ? context.passes : context.passes.map((pass) => ({ ...pass, code: maskedPassCode(pass.code) })),
    boxes: context.boxes,
    tickets: u.tickets.map((t) => ({
      id: t.id,
      number: t.number,
      subject: t.subject,
      status: toTicketState(t.status),
      lastActivityAt: t.lastActivityAt.toISOString(),
    })),
    ticketCount: u._count.tickets,
    // No session of the caller's is among them: none is "current".
    sessions: sessions.map((s) => ({ ...toSessionResponse(s, ''), ...(!full && { ip: null }) })),
  };
}
