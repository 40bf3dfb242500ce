import { CARRIER_PATTERN, TRACKING_NUMBER_PATTERN, normalizeCarrier, normalizeTrackingNumber } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiQuery } from '../../../lib/typed-api';

// /api/Admin/Shipments (apps/api/src/admin/shipments/), typed from the API's OpenAPI document.

export type ShipmentPage = ApiAnswer<'/api/Admin/Shipments', 'get'>;
export type AdminShipment = ShipmentPage['items'][number];
export type ShipmentQuery = ApiQuery<'/api/Admin/Shipments', 'get'>;

export const shipmentKeys = {
  all: ['admin', 'shipments'] as const,
  list: (query: ShipmentQuery) => [...shipmentKeys.all, query] as const,
};

export function shipmentsQueryOptions(query: ShipmentQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: shipmentKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/Shipments', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How many boxes wait to be sent (for /staff, which opens this section when some do). */
export function pendingShipmentsQueryOptions(client: ApiClient = api) {
  return shipmentsQueryOptions({ status: 'pending', pageSize: 1 }, client);
}

export const markShipped = (
  body: { shipmentId: string; carrier: string; trackingNumber: string },
  client: ApiClient = api,
) => typedApi(client).post('/api/Admin/Shipments/MarkShipped', body);

export const markDelivered = (shipmentId: string, client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/Shipments/MarkDelivered', { shipmentId });

export const markReturned = (shipmentId: string, client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/Shipments/MarkReturned', { shipmentId });

/** What is wrong with a carrier and a tracking number as typed, by the server's rules (MarkShippedDto); empty when nothing. */
export function shippingProblems(
  carrier: string,
  trackingNumber: string,
): { carrier?: 'required' | 'invalid'; trackingNumber?: 'required' | 'invalid' } {
  const name = normalizeCarrier(carrier);
  const number = normalizeTrackingNumber(trackingNumber);
  return {
    ...(name === '' ? { carrier: 'required' } : CARRIER_PATTERN.test(name) ? {} : { carrier: 'invalid' }),
    ...(number === ''
      ? { trackingNumber: 'required' }
      : TRACKING_NUMBER_PATTERN.test(number)
        ? {}
        : { trackingNumber: 'invalid' }),
  } as const;
}
