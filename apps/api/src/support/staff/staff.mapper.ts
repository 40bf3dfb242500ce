import { groupKeyOf } from '../support-groups';
import { toAttachmentResponse, toPriorityName, toTicketState } from '../support.mapper';
import type {
  CustomerContextRecord,
  StaffMessageRecord,
  StaffTicketRecord,
  TicketEventRecord,
} from './staff-ticket.select';
import type { StaffTicketRow } from './staff.queries';
import type {
  AgentResponse,
  CustomerContextResponse,
  StaffMessageResponse,
  StaffPersonResponse,
  StaffTicketResponse,
  StaffTicketSummaryResponse,
  TicketEventResponse,
} from './staff.responses';

// Rows of the staff console become answers here, and only here.

interface PersonRow {
  id: string;
  name: string;
  surname: string;
  email: string;
}

export const toPersonResponse = (p: PersonRow): StaffPersonResponse => ({
  id: p.id,
  name: p.name,
  surname: p.surname,
  email: p.email,
});

export const toAgentResponse = (a: PersonRow & { roles: string[] }): AgentResponse => ({
  ...toPersonResponse(a),
  roles: a.roles.filter((role) => role !== 'CUSTOMER'),
});

export function toStaffTicketSummary(r: StaffTicketRow): StaffTicketSummaryResponse {
  return {
    id: r.id!,
    number: r.number,
    subject: r.subject,
    groupId: r.groupId,
    groupKey: groupKeyOf(r.groupId),
    status: toTicketState(r.status),
    priority: toPriorityName(r.priority),
    customer: { id: r.customerId, name: r.customerName, surname: r.customerSurname, email: r.customerEmail },
    assignee:
      r.assigneeId === null
        ? null
        : { id: r.assigneeId, name: r.assigneeName!, surname: r.assigneeSurname!, email: r.assigneeEmail! },
    waitingSince: r.waitingSince?.toISOString() ?? null,
    firstResponseDueAt: r.firstResponseDueAt.toISOString(),
    firstRespondedAt: r.firstRespondedAt?.toISOString() ?? null,
    firstResponseBreached: r.breached,
    createdAt: r.createdAt.toISOString(),
    lastActivityAt: r.lastActivityAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

export function toStaffTicketResponse(t: StaffTicketRecord, now = new Date()): StaffTicketResponse {
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    groupId: t.groupId,
    groupKey: groupKeyOf(t.groupId),
    status: toTicketState(t.status),
    priority: toPriorityName(t.priority),
    customer: toPersonResponse(t.user),
    assignee: t.assignee && toPersonResponse(t.assignee),
    waitingSince: t.waitingSince?.toISOString() ?? null,
    firstResponseDueAt: t.firstResponseDueAt.toISOString(),
    firstRespondedAt: t.firstRespondedAt?.toISOString() ?? null,
    firstResponseBreached: (t.firstRespondedAt ?? t.closedAt ?? now).getTime() > t.firstResponseDueAt.getTime(),
    createdAt: t.createdAt.toISOString(),
    lastActivityAt: t.lastActivityAt.toISOString(),
    closedAt: t.closedAt?.toISOString() ?? null,
    related: {
      orderId: t.order?.purchaseId ?? null,
      deviceId: t.playerDevice?.deviceId ?? null,
      passId: t.passId,
      boxId: t.box?.serial ?? null,
    },
  };
}

export function toStaffMessageResponse(m: StaffMessageRecord): StaffMessageResponse {
  return {
    id: m.id,
    message: m.body,
    internal: m.internal,
    authorRole: m.isStaff ? 'staff' : 'customer',
    author: m.author && toPersonResponse(m.author),
    createdAt: m.createdAt.toISOString(),
    attachments: m.attachments.map(toAttachmentResponse),
  };
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function toTicketEventResponse(e: TicketEventRecord): TicketEventResponse {
  return {
    id: e.id,
    action: e.action,
    actor: e.actor && toPersonResponse(e.actor),
    before: asObject(e.before),
    after: asObject(e.after),
    createdAt: e.createdAt.toISOString(),
  };
}

export function toCustomerContextResponse(u: CustomerContextRecord): CustomerContextResponse {
  return {
    account: toPersonResponse(u),
    createdAt: u.createdAt.toISOString(),
    country: u.country.trim() || null,
    language: u.language,
    isReseller: u.isReseller,
    tfa: u.tfaEnabled,
    devices: u.playerDevices.map((d) => ({
      deviceId: d.deviceId,
      platform: d.platform,
      description: d.description,
      licences: d.licences.map((l) => ({
        platform: l.platform,
        source: l.source,
        since: l.since.toISOString(),
        lifetime: l.lifetime,
        endsAt: l.endsAt?.toISOString() ?? null,
      })),
    })),
    passes: u.vpnPasses.map((p) => ({
      id: p.id,
      code: p.code,
      description: p.description,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
    })),
    boxes: u.vpnBoxes.map((b) => ({
      serial: b.serial,
      pairedAt: b.pairedAt?.toISOString() ?? null,
      endsAt: b.subscriptions[0]?.endsAt.toISOString() ?? null,
    })),
    orders: u.orders.map((o) => ({
      purchaseId: o.purchaseId,
      status: o.status.toLowerCase(),
      totalCents: o.totalCents,
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}
