// `use-sync-external-store/shim` backports useSyncExternalStore to React 17; React 19 has it built in.
export { useSyncExternalStore } from 'react';
