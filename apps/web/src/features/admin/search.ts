import { matching, positivePage } from '../../lib/search-params';

// The back office's search params (built from lib/search-params.ts, which says why). Runs in the
// start-up bundle (validateSearch is not code-split): it imports nothing of the sections.

const NAME = /^[A-Za-z][A-Za-z.]{0,79}$/;
const ID = /^[\w-]{1,100}$/;
const UUID = /^[\da-f-]{36}$/i;

export interface AuditSearch {
  /** The kind of object (Shipment, DiscountCode …). */
  entity?: string;
  /** One object's entries. */
  entityId?: string;
  /** One kind of change (shipment.markShipped). */
  action?: string;
  /** One person's changes. */
  actorId?: string;
  page?: number;
}

/** /staff/audit: filters as the API takes them (AuditLogQueryDto), and the page. */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  return {
    entity: matching(search.entity, NAME),
    entityId: matching(search.entityId, ID),
    action: matching(search.action, NAME),
    actorId: matching(search.actorId, UUID),
    page: positivePage(search.page),
  };
}
