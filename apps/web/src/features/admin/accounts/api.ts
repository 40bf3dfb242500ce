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

export type AccountOrder = AccountDetail['orders'][number];
export type RefundBody = ApiBody<'/api/Payment/Refund', 'post'>;

/** POST /api/Payment/Refund (admins): all that is left, an amount, or some items, through the order's provider. */
export const refundOrder = (body: RefundBody, client: ApiClient = api) =>
  typedApi(client).post('/api/Payment/Refund', body);

/** Orders the provider can still pay back something of. */
export const isRefundable = (order: AccountOrder): boolean =>
  (order.status === 'paid' || order.status === 'partially_refunded') && order.totalCents > order.refundedCents;

export type RefundChoice =
  { kind: 'whole' } | { kind: 'amount'; amount: string } | { kind: 'items'; itemIds: string[] };

/**
 * The refund to send for what the admin chose, or why it cannot be sent: an amount is in the
 * order's currency units ("12.50"), more than zero and at most what is left; items at least one.
 */
export function refundRequest(
  order: AccountOrder,
  choice: RefundChoice,
): { body: RefundBody } | { problem: 'amount' | 'tooMuch' | 'noItems' } {
  const left = order.totalCents - order.refundedCents;
  if (choice.kind === 'whole') return { body: { purchaseId: order.purchaseId } };
  if (choice.kind === 'items') {
    return choice.itemIds.length === 0
      ? { problem: 'noItems' }
      : { body: { purchaseId: order.purchaseId, itemIds: choice.itemIds } };
  }
  const text = choice.amount.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { problem: 'amount' };
  const cents = Math.round(Number(text) * 100);
  if (cents < 1) return { problem: 'amount' };
  if (cents > left) return { problem: 'tooMuch' };
  return { body: { purchaseId: order.purchaseId, amount: cents } };
}

/** How an account is named in the back office: its name, or its e-mail where it has none (an account its holder deleted). */
export function accountName(account: Pick<AccountSummary, 'name' | 'surname' | 'email'>): string {
  return `${account.name} ${account.surname}`.trim() || account.email;
}
