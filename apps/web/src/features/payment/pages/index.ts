// Every checkout and order page, for their routes. Importing them from one module makes one chunk
// of them rather than one per page and per shared component: each chunk costs the start-up bundle
// an entry in its preload map, and that bundle has a hard budget (scripts/bench/page-weight.ts).
export { CouponBuyPage } from './coupon-buy-page';
export { CouponListPage } from './coupon-list-page';
export { OrdersPage } from './orders-page';
export { PassNewPage } from './pass-new-page';
export { PaymentResultPage } from './payment-result-page';
// The purchase parts other screens show (the box page of the VPN dashboard, the device-code page),
// in the same chunk. The register-and-pay checkout stays apart (lazy.tsx): it brings the form
// libraries, which the pages above do without.
export { BoxPurchase } from '../components/box-purchase';
export { CheckoutPanel, type CheckoutFlow } from '../components/checkout-panel';
export { LicencePurchase } from '../components/licence-purchase';
