/** Channel of the help desk's ticket changes (realtime.queries.ts sends, RealtimeService listens). */
export const SUPPORT_EVENTS_CHANNEL = 'support_events';
/** Channel of the agents' presence on tickets. */
export const SUPPORT_PRESENCE_CHANNEL = 'support_presence';

export const SUPPORT_EVENT_KINDS = [
  'created',
  'message',
  'note',
  'status',
  'assignment',
  'priority',
  'group',
  'rating',
] as const;
export type SupportEventKind = (typeof SUPPORT_EVENT_KINDS)[number];

/** Kinds the customer never hears of: internal notes, and who is assigned (not shown to customers). */
const INTERNAL_KINDS: readonly SupportEventKind[] = ['note', 'assignment'];
export const isInternalKind = (kind: SupportEventKind): boolean => INTERNAL_KINDS.includes(kind);

/** A ticket changed: ids and the kind of change only, never a message's text. */
export interface SupportEventNotice {
  ticketId: string;
  /** The ticket's customer. */
  userId: string;
  kind: SupportEventKind;
  internal: boolean;
}

export const PRESENCE_STATES = ['viewing', 'replying', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** An agent said what they are doing on a ticket (renewed every ~10 s by the console). */
export interface PresenceNotice {
  ticketId: string;
  agent: { id: string; name: string };
  state: PresenceState;
}

function parse(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A notice of SUPPORT_EVENTS_CHANNEL, or null when it is not one (anyone may pg_notify). */
export function parseSupportEvent(payload: string): SupportEventNotice | null {
  const v = parse(payload);
  if (!v || typeof v.ticketId !== 'string' || typeof v.userId !== 'string' || typeof v.internal !== 'boolean') {
    return null;
  }
  const kind = SUPPORT_EVENT_KINDS.find((k) => k === v.kind);
  return kind ? { ticketId: v.ticketId, userId: v.userId, kind, internal: v.internal } : null;
}

/** A notice of SUPPORT_PRESENCE_CHANNEL, or null when it is not one. */
export function parsePresence(payload: string): PresenceNotice | null {
  const v = parse(payload);
  const agent = v && typeof v.agent === 'object' && v.agent !== null ? (v.agent as Record<string, unknown>) : null;
  if (!v || !agent || typeof v.ticketId !== 'string' || typeof agent.id !== 'string') return null;
  const state = PRESENCE_STATES.find((s) => s === v.state);
  if (!state) return null;
  return { ticketId: v.ticketId, agent: { id: agent.id, name: String(agent.name ?? '') }, state };
}
