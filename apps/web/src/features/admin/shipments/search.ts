import { SHIPMENT_STATUSES } from '@shop/contracts';
import { oneOf, optionalString, positivePage } from '../../../lib/search-params';

// The shipments section's search params (lib/search-params.ts says why they are plain functions). Runs
// in the start-up bundle (validateSearch is not code-split): it imports nothing of the section.

export const SHIPMENT_FILTERS = [...SHIPMENT_STATUSES, 'all'] as const;
export type ShipmentFilter = (typeof SHIPMENT_FILTERS)[number];
export const SHIPMENT_SORTS = ['paidAt', '-paidAt', 'shippedAt', '-shippedAt'] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

export interface ShipmentsSearch {
  /** Which shipments: the ones waiting to be sent when absent. */
  status?: ShipmentFilter;
  /** Oldest paid first when absent. */
  sort?: ShipmentSort;
  /** Part of the purchase id, the customer's name or e-mail, the box serial or the tracking number. */
  q?: string;
  page?: number;
}

/** /staff/shipments: filters as the API takes them (ShipmentsQueryDto), and the page. */
export function validateShipmentsSearch(search: Record<string, unknown>): ShipmentsSearch {
  return {
    status: oneOf(search.status, SHIPMENT_FILTERS),
    sort: oneOf(search.sort, SHIPMENT_SORTS),
    q: optionalString(search.q, 100)?.trim() || undefined,
    page: positivePage(search.page),
  };
}
