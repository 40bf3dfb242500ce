// Every checkout and order page, for their routes. Importing them from one module makes one chunk
// of them rather than one per page and per shared component: each chunk costs the start-up bundle
// an entry in its preload map, and that bundle has a hard budget (scripts/bench/page-weight.ts).
export { CouponBuyPage } from './coupon-buy-page';
export { CouponListPage } from './coupon-list-page';
export { OrdersPage } from './orders-page';
export { PassNewPage } from './pass-new-page';
export { PaymentResultPage } from './payment-result-page';
