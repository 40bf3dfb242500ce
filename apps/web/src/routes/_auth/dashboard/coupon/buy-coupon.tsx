import { createFileRoute } from '@tanstack/react-router';
import { CouponBuyPage } from '../../../../features/payment/pages';
import { loadPaymentTexts } from '../../../../features/payment/load-texts';

export const Route = createFileRoute('/_auth/dashboard/coupon/buy-coupon')({
  loader: loadPaymentTexts,
  component: CouponBuyPage,
});
