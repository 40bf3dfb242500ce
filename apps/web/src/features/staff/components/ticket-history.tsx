import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { groupsQueryOptions } from '../../support/api';
import { useDateTime } from '../../support/components/use-support-format';
import type { Agent, TicketEvent } from '../api';
import { STAFF_PRIORITIES } from '../search';
import { useStaffT, type StaffT, type StaffTextKey } from '../use-staff-texts';

const ACTIONS = ['created', 'status', 'priority', 'group', 'assignee', 'reply', 'note', 'rating'] as const;

/** Names of what the log records by id: agents and groups. */
interface Names {
  t: StaffT;
  agents: Agent[];
  groups: { id: number; name: string }[];
}

/** A value of the audit log's before or after in words ("Pending", "Anna Berg", "Payments"). */
function valueText(value: Record<string, unknown> | null, { t, agents, groups }: Names): string {
  if (!value) return '–';
  const words = Object.entries(value).map(([field, each]) => {
    if (each === null || each === undefined) return t('controls.nobody');
    if (field === 'status' && (each === 'open' || each === 'pending' || each === 'closed')) return t(`status.${each}`);
    const priority = STAFF_PRIORITIES.find((known) => known === each);
    if (field === 'priority' && priority) return t(`priority.${priority}`);
    if (field === 'groupId') return groups.find((group) => group.id === each)?.name ?? String(each);
    const agent = field === 'assigneeId' ? agents.find((known) => known.id === each) : undefined;
    if (agent) return `${agent.name} ${agent.surname}`;
    return typeof each === 'object' ? JSON.stringify(each) : String(each as string | number | boolean);
  });
  return words.join(', ') || '–';
}

/** The audit log of the ticket, oldest first: who did what, before and after, when. */
export function TicketHistory({ history, agents }: { history: TicketEvent[]; agents: Agent[] }) {
  const t = useStaffT();
  const id = useId();
  const dateTime = useDateTime();
  const groups = useQuery(groupsQueryOptions(useLanguage()));
  const names: Names = { t, agents, groups: groups.data ?? [] };
  return (
    <section className="staff-card" aria-labelledby={`${id}-title`} data-testid="ticket-history">
      <h3 id={`${id}-title`} className="staff-side__title">
        {t('history.title')}
      </h3>
      {history.length === 0 ? (
        <p className="staff-muted">{t('history.empty')}</p>
      ) : (
        <ol className="staff-history">
          {history.map((event) => {
            const action = ACTIONS.find((each) => each === event.action) ?? 'other';
            const changed = event.before !== null || event.after !== null;
            return (
              <li key={event.id}>
                <time dateTime={event.createdAt} className="staff-muted">
                  {dateTime(event.createdAt)}
                </time>{' '}
                <strong>{event.actor ? `${event.actor.name} ${event.actor.surname}` : t('history.system')}</strong>{' '}
                {t(`history.actions.${action}` as StaffTextKey)}
                {changed && action !== 'reply' && action !== 'note' ? (
                  <span className="staff-muted">
                    {': '}
                    {valueText(event.before, names)}{' '}
                    <span className="staff-arrow" aria-hidden="true">
                      →
                    </span>
                    <span className="staff-visually-hidden"> / </span> {valueText(event.after, names)}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
