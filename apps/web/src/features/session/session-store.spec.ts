import { describe, expect, it, vi } from 'vitest';
import { fakeStorage } from '../../test/fakes';
import { ANONYMOUS_NAME, createSessionStore, parseStoredUser, shortDisplayName } from './session-store';

describe('parseStoredUser', () => {
  it('defaults empty names to Anonymus and tolerates garbage', () => {
    expect(parseStoredUser(JSON.stringify({ name: ' ', email: 'a@b.example' }))).toMatchObject({
      name: ANONYMOUS_NAME,
      surname: ANONYMOUS_NAME,
      isReseller: false,
    });
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('42')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });

  it('keeps the roles it knows; a user stored before roles has none', () => {
    expect(parseStoredUser(JSON.stringify({ name: 'A', roles: ['ADMIN', 'CUSTOMER', 'ROOT', 7] }))?.roles).toEqual([
      'ADMIN',
      'CUSTOMER',
    ]);
    expect(parseStoredUser(JSON.stringify({ name: 'A', roles: 'ADMIN' }))?.roles).toEqual([]);
    expect(parseStoredUser(JSON.stringify({ name: 'A' }))?.roles).toEqual([]);
  });
});

describe('shortDisplayName', () => {
  it('is the first name and the upper-cased surname initial', () => {
    expect(shortDisplayName({ name: 'Mario', surname: 'rossi' })).toBe('Mario R.');
    expect(shortDisplayName({ name: 'Ёлка', surname: 'Ёжиков' })).toBe('Ёлка Ё.');
  });
});

describe('createSessionStore', () => {
  it('signs in and out through storage and tells subscribers', () => {
    const storage = fakeStorage();
    const sut = createSessionStore(storage);
    const listener = vi.fn();
    sut.subscribe(listener);
    expect(sut.getSnapshot().isAuthenticated).toBe(false);

    sut.signIn('jwt', {
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@x.example',
      country: 'GB',
      tfa: false,
      isReseller: true,
      roles: ['CUSTOMER'],
      lastLogOn: null,
      addresses: [],
    });
    expect(storage.data.get('token')).toBe('jwt');
    expect(sut.getSnapshot()).toMatchObject({ isAuthenticated: true, user: { name: 'Ada', isReseller: true } });

    sut.signOut();
    expect(storage.data.has('token')).toBe(false);
    expect(storage.data.has('user')).toBe(false);
    expect(sut.getSnapshot().isAuthenticated).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot while storage is unchanged', () => {
    const sut = createSessionStore(fakeStorage({ token: 't', user: '{"name":"A","surname":"B"}' }));
    expect(sut.getSnapshot()).toBe(sut.getSnapshot());
  });
});
