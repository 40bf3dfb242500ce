import type { PresentAgentResponse as PresentAgent } from './realtime.responses';
import type { PresenceNotice } from './support-event';

interface Entry extends PresentAgent {
  expiresAt: number;
}

/**
 * Who is viewing or replying to which ticket, on this instance, built from the presence notices
 * of every instance (its own included). An agent not heard of for `ttlMs` has gone.
 */
export class PresenceBoard {
  private readonly tickets = new Map<string, Map<string, Entry>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes a notice in; true when the ticket's agents (or their states) changed. */
  apply(notice: PresenceNotice): boolean {
    const agents = this.tickets.get(notice.ticketId) ?? new Map<string, Entry>();
    const before = agents.get(notice.agent.id);
    if (notice.state === 'left') {
      if (!before) return false;
      agents.delete(notice.agent.id);
      if (!agents.size) this.tickets.delete(notice.ticketId);
      return true;
    }
    const entry = { ...notice.agent, state: notice.state, expiresAt: this.now() + this.ttlMs };
    agents.set(notice.agent.id, entry);
    this.tickets.set(notice.ticketId, agents);
    return !before || before.state !== entry.state || before.name !== entry.name;
  }

  /** Forgets the agents not heard of in time; the tickets whose agents changed. */
  sweep(): string[] {
    const now = this.now();
    const changed: string[] = [];
    for (const [ticketId, agents] of this.tickets) {
      const before = agents.size;
      for (const [id, entry] of agents) if (entry.expiresAt <= now) agents.delete(id);
      if (agents.size !== before) changed.push(ticketId);
      if (!agents.size) this.tickets.delete(ticketId);
    }
    return changed;
  }

  agents(ticketId: string): PresentAgent[] {
    return [...(this.tickets.get(ticketId)?.values() ?? [])]
      .map(({ id, name, state }) => ({ id, name, state }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  }

  /** Every ticket someone is on, for a staff stream that just connected. */
  all(): { ticketId: string; agents: PresentAgent[] }[] {
    return [...this.tickets.keys()].map((ticketId) => ({ ticketId, agents: this.agents(ticketId) }));
  }
}
