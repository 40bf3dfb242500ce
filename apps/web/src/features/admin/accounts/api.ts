import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody, type ApiQuery } from '../../../lib/typed-api';

// The accounts section's calls (apps/api/src/admin/accounts/), typed from the API's OpenAPI document:
// the reads are staff routes (support agents look accounts up), the changes admins' own.

export type AccountList = ApiAnswer<'/api/Support/Staff/Users', 'get'>;
export type AccountSummary = AccountList['items'][number];
export type AccountQuery = ApiQuery<'/api/Support/Staff/Users', 'get'>;
export type AccountDetail = ApiAnswer<'/api/Support/Staff/User', 'get'>;
export type AccountChange = ApiBody<'/api/Admin/User', 'put'>;

export const accountKeys = {
  all: ['admin', 'accounts'] as const,
  lists: () => [...accountKeys.all, 'list'] as const,
  list: (query: AccountQuery) => [...accountKeys.lists(), query] as const,
  detail: (userId: string) => [...accountKeys.all, 'detail', userId] as const,
};

export function accountsQueryOptions(query: AccountQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/Users', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function accountQueryOptions(userId: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.detail(userId),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/User', { query: { userId }, signal }),
  });
}

export const changeAccount = (body: AccountChange, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/User', body);

export const resendConfirmation = (userId: string, client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/User/ResendConfirmation', { userId });

/** The roles an admin can give or take; CUSTOMER is every account's. */
export const GRANTABLE_ROLES = ['SUPPORT', 'ADMIN'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
