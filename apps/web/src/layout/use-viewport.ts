import { useMemo, useSyncExternalStore } from 'react';
import { NARROW_MEDIA_QUERY } from '../lib/layout-rules';

function subscribeScroll(listener: () => void) {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/**
 * True while the page is scrolled more than `threshold` px. Only crossings re-render, so
 * scrolling does not re-render the tree on every frame.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => window.scrollY > threshold,
    () => false,
  );
}

function subscribeMedia(query: string) {
  return (listener: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  };
}

/** True while the media query matches. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useMemo(() => subscribeMedia(query), [query]);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The narrow layout: widths under 769 px (spec 9). */
export function useIsNarrow(): boolean {
  return useMediaQuery(NARROW_MEDIA_QUERY);
}
