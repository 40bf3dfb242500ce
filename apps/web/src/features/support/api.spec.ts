import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationQueryOptions, CONVERSATION_REFRESH_MS } from './api';
import { conversation, newTicket, TICKET_ID } from './testing';

describe('conversationQueryOptions', () => {
  const interval = (status: 'open' | 'pending' | 'closed') => {
    const queryClient = new QueryClient();
    const options = conversationQueryOptions(TICKET_ID);
    queryClient.setQueryData(options.queryKey, conversation(newTicket({ status })));
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
    const refetchInterval = options.refetchInterval as (query: unknown) => number | false;
    return refetchInterval(query);
  };

  it('asks again every 10 s while the ticket is open or pending, not once closed', () => {
    expect(CONVERSATION_REFRESH_MS).toBe(10_000);
    expect(interval('open')).toBe(10_000);
    expect(interval('pending')).toBe(10_000);
    expect(interval('closed')).toBe(false);
  });
});
