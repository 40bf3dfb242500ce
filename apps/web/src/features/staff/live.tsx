import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  reportPresence,
  STAFF_EVENTS_PATH,
  useSupportStream,
  type PresenceState,
  type PresentAgent,
  type SupportStreamEvent,
} from '../support/realtime';
import { staffKeys } from './api';

// The console's live updates: one staff stream (GET /api/Support/Staff/Events, realtime.ts) for the
// whole page. A ticket event invalidates the list, the counts and that ticket, so they are asked
// again at once; presence events say which agents view or answer which ticket. While the stream is
// down, `live` is false and the queries poll (api.ts), as before.

interface StaffLive {
  live: boolean;
  /** Who is on each ticket now, by ticket id (every agent, me included). */
  presence: ReadonlyMap<string, PresentAgent[]>;
}

const StaffLiveContext = createContext<StaffLive>({ live: false, presence: new Map() });

export function StaffLiveProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [presence, setPresence] = useState<ReadonlyMap<string, PresentAgent[]>>(new Map());
  const onEvent = useCallback(
    (event: SupportStreamEvent) => {
      if (event.type === 'presence') {
        setPresence((current) => new Map(current).set(event.ticketId, event.agents));
        return;
      }
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.counts() });
      void queryClient.invalidateQueries({ queryKey: staffKeys.ticket(event.ticketId) });
    },
    [queryClient],
  );
  const { live } = useSupportStream(STAFF_EVENTS_PATH, onEvent);
  // Back after a break: what changed meanwhile is asked for at once.
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: staffKeys.all });
  }, [live, queryClient]);
  return <StaffLiveContext.Provider value={{ live, presence }}>{children}</StaffLiveContext.Provider>;
}

/** Whether the console's stream is connected (the queries need not poll), and who is on which ticket. */
export function useStaffLive(): StaffLive {
  return useContext(StaffLiveContext);
}

/** How often an agent's presence on a ticket is said again (the server forgets it after 30 s). */
export const PRESENCE_REPEAT_MS = 10_000;

/**
 * Says, while the ticket is open here, that I am viewing it, or replying while `replying`; and that I
 * left it when it closes. Failures are ignored: presence is a hint, the next repeat tries again.
 */
export function useReportPresence(ticketId: string, replying: boolean): void {
  const state: PresenceState = replying ? 'replying' : 'viewing';
  useEffect(() => {
    const say = () => void reportPresence(ticketId, state).catch(() => undefined);
    say();
    const timer = setInterval(say, PRESENCE_REPEAT_MS);
    return () => clearInterval(timer);
  }, [ticketId, state]);
  useEffect(() => () => void reportPresence(ticketId, 'left').catch(() => undefined), [ticketId]);
}
