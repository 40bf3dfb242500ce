import { useRouterState } from '@tanstack/react-router';

// What one account screen hands the next without putting it in the address bar: the e-mail
// address to prefill (after a password change or reset, and from the 2FA step to /forgotTfa).
// History state rather than ?email=: a query string ends up in server and proxy logs, in the
// Referer of the next request and in every copied link; history state stays in this tab's
// history entry (a reload or Back keeps it) and no other tab or later visit sees it.

declare module '@tanstack/history' {
  interface HistoryState {
    /** The e-mail address the next account screen prefills. */
    email?: string;
  }
}

/** Longest address the forms take (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** The handed e-mail address when it looks like one, else "". History state is anybody's to set. */
export function handedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { email } = state as { email?: unknown };
  return typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
}

/** The e-mail address the previous screen handed this one ("" when none). */
export function useHandedEmail(): string {
  return useRouterState({ select: (state) => handedEmail(state.location.state) });
}
