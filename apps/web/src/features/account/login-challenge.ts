// The pending second step of a login with 2FA (spec 4: the e-mail is kept, the user is not
// authenticated yet). Kept in sessionStorage so a reload of /loginTfa keeps it, but no other tab
// and no later visit sees it; it expires with the server's challenge.

const KEY = 'nova.loginChallenge';
/** The server accepts the challenge for 5 minutes (DESIGN 4). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export interface LoginChallenge {
  email: string;
  tfaChallenge: string;
  /** Where to go once the pin is confirmed (already checked as same-site). */
  redirect?: string;
  createdAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let memory: string | null = null;
const memoryStore: Store = {
  getItem: () => memory,
  setItem: (_key, value) => void (memory = value),
  removeItem: () => void (memory = null),
};

function store(): Store {
  try {
    const storage = globalThis.sessionStorage;
    storage.getItem(KEY);
    return storage;
  } catch {
    return memoryStore;
  }
}

export function saveLoginChallenge(challenge: Omit<LoginChallenge, 'createdAt'>, now = Date.now()): void {
  store().setItem(KEY, JSON.stringify({ ...challenge, createdAt: now }));
}

/** The pending challenge, or null when there is none, it is malformed or it has expired. */
export function readLoginChallenge(now = Date.now()): LoginChallenge | null {
  let value: unknown;
  try {
    value = JSON.parse(store().getItem(KEY) ?? 'null');
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<LoginChallenge>;
  const valid =
    typeof record.email === 'string' &&
    typeof record.tfaChallenge === 'string' &&
    typeof record.createdAt === 'number' &&
    now - record.createdAt < CHALLENGE_LIFETIME_MS;
  if (!valid) {
    clearLoginChallenge();
    return null;
  }
  return record as LoginChallenge;
}

export function clearLoginChallenge(): void {
  store().removeItem(KEY);
}
