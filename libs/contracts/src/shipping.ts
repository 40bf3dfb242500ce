// Sending a VPN box (the back office's shipments, issue 23): the carriers the shop knows a public
// tracking page of, and the rules for what an admin types, shared by the server's DTOs and the web's form.

/** Where a shipment stands, as every answer of the API names it. */
export const SHIPMENT_STATUSES = ['pending', 'shipped', 'delivered', 'returned', 'cancelled'] as const;
export type ShipmentStatusName = (typeof SHIPMENT_STATUSES)[number];

/**
 * What the back office may do to a shipment: from which statuses, to which. A refund cancels a
 * shipment still pending (fulfilment); a returned parcel may have been delivered first (sent back).
 */
export const SHIPMENT_MOVES = {
  markShipped: { from: ['pending'], to: 'shipped' },
  markDelivered: { from: ['shipped'], to: 'delivered' },
  markReturned: { from: ['shipped', 'delivered'], to: 'returned' },
} as const satisfies Record<string, { from: readonly ShipmentStatusName[]; to: ShipmentStatusName }>;
export type ShipmentMove = keyof typeof SHIPMENT_MOVES;

/** Whether `move` may be made from `status`. */
export function canMoveShipment(move: ShipmentMove, status: ShipmentStatusName): boolean {
  return (SHIPMENT_MOVES[move].from as readonly ShipmentStatusName[]).includes(status);
}

/**
 * Carriers with a public tracking page; `#number#` in `tracking` is the tracking number (URL-encoded).
 * Any other carrier may be typed in: its shipments carry the number without a link.
 */
export const CARRIERS = [
  {
    name: 'DHL',
    tracking: 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=#number#',
  },
  { name: 'UPS', tracking: 'https://www.ups.com/track?tracknum=#number#' },
  { name: 'FedEx', tracking: 'https://www.fedex.com/fedextrack/?trknbr=#number#' },
  {
    name: 'TNT',
    tracking: 'https://www.tnt.com/express/en_gc/site/shipping-tools/tracking.html?searchType=con&cons=#number#',
  },
  { name: 'GLS', tracking: 'https://gls-group.com/GROUP/en/parcel-tracking?match=#number#' },
  { name: 'DPD', tracking: 'https://tracking.dpd.de/status/en_US/parcel/#number#' },
  { name: 'BRT', tracking: 'https://vas.brt.it/vas/sped_numspe_par.htm?sped_num=#number#' },
  { name: 'Poste Italiane', tracking: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/#number#' },
  { name: 'Deutsche Post', tracking: 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=#number#' },
  { name: 'La Poste', tracking: 'https://www.laposte.fr/outils/suivre-vos-envois?code=#number#' },
  { name: 'Correos', tracking: 'https://www.correos.es/es/en/tools/tracker/items/details?tracking-number=#number#' },
  { name: 'Royal Mail', tracking: 'https://www.royalmail.com/track-your-item#/tracking-results/#number#' },
  { name: 'USPS', tracking: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=#number#' },
  { name: 'Russian Post', tracking: 'https://www.pochta.ru/tracking?barcode=#number#' },
] as const;

export type CarrierName = (typeof CARRIERS)[number]['name'];

/** A carrier's name: 2 to 40 letters, digits, spaces and `& . ' ( ) / -`, starting with a letter or digit. */
export const CARRIER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &.'()/-]{1,39}$/u;
export const CARRIER_MAX_LENGTH = 40;

/** A tracking number once its spaces are taken out: 4 to 40 letters, digits and hyphens. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,40}$/;
export const TRACKING_NUMBER_MAX_LENGTH = 40;

/** What is kept of a tracking number as typed or pasted: without its spaces ("1Z 999 AA1" is "1Z999AA1"). */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A carrier as typed: trimmed, inner runs of spaces made one, a known carrier spelt as the list spells it ("dhl" is "DHL"). */
export function normalizeCarrier(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  return CARRIERS.find((carrier) => carrier.name.toLowerCase() === name.toLowerCase())?.name ?? name;
}

/** The carrier's public tracking page for the number, or null for a carrier the list does not know. */
export function trackingUrlOf(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const known = CARRIERS.find((c) => c.name.toLowerCase() === carrier.trim().toLowerCase());
  return known ? known.tracking.replace('#number#', encodeURIComponent(trackingNumber)) : null;
}
