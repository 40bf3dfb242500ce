import type { QueryClient } from '@tanstack/react-query';
import type { AuthContext } from './features/auth/auth';

/** Passed to every route's beforeLoad and loader. */
export interface RouterContext {
  auth: AuthContext;
  queryClient: QueryClient;
}
