import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/use-language';
import { groupsQueryOptions } from '../../support/api';
import { TICKET_STATUSES, updateStaffTicket, type Agent, type StaffTicket, type StaffTicketChange } from '../api';
import { staffGroupId, STAFF_PRIORITIES } from '../search';
import { useStaffT } from '../use-staff-texts';

interface TicketControlsProps {
  ticket: StaffTicket;
  me?: Agent;
  agents: Agent[];
  onChanged: (ticket: StaffTicket) => void;
}

type Change = Omit<StaffTicketChange, 'ticketId'>;

/** Assignee ("assign to me"), status, priority and group, each saved as it is chosen. */
export function TicketControls({ ticket, me, agents, onChanged }: TicketControlsProps) {
  const t = useStaffT();
  const id = useId();
  const language = useLanguage();
  const groups = useQuery(groupsQueryOptions(language));
  const showError = useApiErrorToast();
  const update = useMutation({
    mutationFn: (change: Change) => updateStaffTicket({ ticketId: ticket.id, ...change }),
    onSuccess: (changed) => {
      toast.success(t('controls.saved'));
      onChanged(changed);
    },
    onError: (error) => void showError(error),
  });
  const busy = update.isPending;
  // The assignee may have left the staff: still shown as chosen.
  const assignees =
    ticket.assignee && !agents.some((agent) => agent.id === ticket.assignee?.id)
      ? [...agents, ticket.assignee]
      : agents;

  return (
    <section className="staff-card staff-controls" aria-labelledby={`${id}-title`} aria-busy={busy || undefined}>
      <h3 id={`${id}-title`} className="staff-side__title">
        {t('controls.title')}
      </h3>
      <label className="staff-field">
        {t('controls.assignee')}
        <select
          value={ticket.assignee?.id ?? ''}
          disabled={busy}
          onChange={(event) => update.mutate({ assigneeId: event.target.value || null })}
        >
          <option value="">{t('controls.nobody')}</option>
          {assignees.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name} {agent.surname}
            </option>
          ))}
        </select>
      </label>
      {me && ticket.assignee?.id !== me.id ? (
        <button
          type="button"
          className="data-button data-button--small"
          disabled={busy}
          onClick={() => update.mutate({ assigneeId: me.id })}
        >
          {t('controls.assignToMe')}
        </button>
      ) : null}
      <label className="staff-field">
        {t('controls.status')}
        <select
          value={ticket.status}
          disabled={busy}
          onChange={(event) =>
            update.mutate({ status: TICKET_STATUSES.find((status) => status === event.target.value) })
          }
        >
          {TICKET_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-field">
        {t('controls.priority')}
        <select
          value={ticket.priority}
          disabled={busy}
          onChange={(event) =>
            update.mutate({ priority: STAFF_PRIORITIES.find((priority) => priority === event.target.value) })
          }
        >
          {STAFF_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priority.${priority}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-field">
        {t('controls.group')}
        <select
          value={ticket.groupId}
          disabled={busy || !groups.data}
          onChange={(event) => update.mutate({ groupId: staffGroupId(event.target.value) })}
        >
          {(groups.data ?? [{ id: ticket.groupId, key: ticket.groupKey, name: '' }]).map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
