import { useEffect, type RefObject } from 'react';
import type { ReplyMode } from './components/reply-box';

/** Keys typed into these are text, not shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

interface ConsoleKeys {
  /** The list's tickets in their order (j and k walk them). */
  ticketIds: readonly string[] | undefined;
  selectedId: string | undefined;
  onSelect: (ticketId: string) => void;
  /** r and n: the reply box of the open ticket, when there is one. */
  replyFocus: RefObject<((mode: ReplyMode) => void) | null>;
  onHelp: () => void;
  /** A dialog is open: its own keys only. */
  paused: boolean;
}

/**
 * The console's keys (shortcuts-dialog.tsx lists them): j/k next and previous ticket, r a public
 * reply, n an internal note, ? the list; never while typing in a field, with a modifier or in a dialog.
 */
export function useConsoleKeys({ ticketIds, selectedId, onSelect, replyFocus, onHelp, paused }: ConsoleKeys): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (paused || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target)) return;
      if (event.key === '?') {
        event.preventDefault();
        onHelp();
      } else if ((event.key === 'j' || event.key === 'k') && ticketIds && ticketIds.length > 0) {
        event.preventDefault();
        const at = ticketIds.indexOf(selectedId ?? '');
        // Nothing open yet: either key opens the first.
        const next = at < 0 ? 0 : Math.min(Math.max(at + (event.key === 'j' ? 1 : -1), 0), ticketIds.length - 1);
        if (ticketIds[next] !== selectedId) onSelect(ticketIds[next]);
      } else if ((event.key === 'r' || event.key === 'n') && replyFocus.current) {
        event.preventDefault();
        replyFocus.current(event.key === 'r' ? 'public' : 'note');
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ticketIds, selectedId, onSelect, replyFocus, onHelp, paused]);
}
