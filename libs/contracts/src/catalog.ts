/** Product types as the spec spells them. */
export const PRODUCT_TYPES = ['VIDEO-PLAYER', 'VPN-PASS', 'COUPON', 'VPN-BOX-HW', 'SHIP'] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

/** Plan durations in months, for VPN passes and VPN boxes. */
export const PLAN_MONTHS = [1, 3, 6, 12, 24, 36] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];
