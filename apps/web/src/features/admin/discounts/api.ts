import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody, type ApiQuery } from '../../../lib/typed-api';

// /api/Admin/DiscountCodes and /api/Admin/DiscountCode (apps/api/src/admin/discount-codes/),
// typed from the API's OpenAPI document.

export type DiscountCodePage = ApiAnswer<'/api/Admin/DiscountCodes', 'get'>;
export type DiscountCode = DiscountCodePage['items'][number];
export type DiscountCodesQuery = ApiQuery<'/api/Admin/DiscountCodes', 'get'>;
export type DiscountCodeDetail = ApiAnswer<'/api/Admin/DiscountCode', 'get'>;
export type DiscountUse = DiscountCodeDetail['uses'][number];
export type NewDiscountCode = ApiBody<'/api/Admin/DiscountCodes', 'post'>;
export type DiscountCodeChange = ApiBody<'/api/Admin/DiscountCodes', 'put'>;

export const discountKeys = {
  all: ['admin', 'discounts'] as const,
  list: (query: DiscountCodesQuery) => [...discountKeys.all, 'list', query] as const,
  detail: (discountCodeId: string, page: number) => [...discountKeys.all, 'detail', discountCodeId, page] as const,
};

export function discountCodesQueryOptions(query: DiscountCodesQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: discountKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/DiscountCodes', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function discountCodeQueryOptions(
  discountCodeId: string,
  page: number,
  pageSize: number,
  client: ApiClient = api,
) {
  return queryOptions({
    queryKey: discountKeys.detail(discountCodeId, page),
    queryFn: ({ signal }) =>
      typedApi(client).get('/api/Admin/DiscountCode', { query: { discountCodeId, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

export const createDiscountCode = (body: NewDiscountCode, client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/DiscountCodes', body);

export const changeDiscountCode = (body: DiscountCodeChange, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/DiscountCodes', body);
