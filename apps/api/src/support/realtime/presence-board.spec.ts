import { PresenceBoard } from './presence-board';

const agent = (id: string, name: string) => ({ id, name });

describe('PresenceBoard', () => {
  let now: number;
  let sut: PresenceBoard;
  beforeEach(() => {
    now = 1_000_000;
    sut = new PresenceBoard(30_000, () => now);
  });

  it('tells a change only when an agent comes, changes state or leaves', () => {
    expect(sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'viewing' })).toBe(true);
    expect(sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'viewing' })).toBe(false);
    expect(sut.apply({ ticketId: 't1', agent: agent('b', 'Bert'), state: 'replying' })).toBe(true);
    expect(sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'replying' })).toBe(true);
    expect(sut.agents('t1')).toEqual([
      { id: 'a', name: 'Anna', state: 'replying' },
      { id: 'b', name: 'Bert', state: 'replying' },
    ]);
    expect(sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'left' })).toBe(true);
    expect(sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'left' })).toBe(false);
    expect(sut.all()).toEqual([{ ticketId: 't1', agents: [{ id: 'b', name: 'Bert', state: 'replying' }] }]);
  });

  it('forgets an agent not heard of for the time to live; a renewal keeps them', () => {
    sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'viewing' });
    sut.apply({ ticketId: 't2', agent: agent('b', 'Bert'), state: 'viewing' });
    now += 20_000;
    sut.apply({ ticketId: 't1', agent: agent('a', 'Anna'), state: 'viewing' });
    expect(sut.sweep()).toEqual([]);
    now += 10_000;
    expect(sut.sweep()).toEqual(['t2']);
    expect(sut.all()).toEqual([{ ticketId: 't1', agents: [{ id: 'a', name: 'Anna', state: 'viewing' }] }]);
    now += 20_000;
    expect(sut.sweep()).toEqual(['t1']);
    expect(sut.all()).toEqual([]);
  });
});
