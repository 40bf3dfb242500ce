import { createFileRoute } from '@tanstack/react-router';
import { CouponListPage } from '../../../../features/payment/pages';
import { loadPaymentTexts } from '../../../../features/payment/load-texts';

export const Route = createFileRoute('/_auth/dashboard/coupon/list-coupon')({
  loader: loadPaymentTexts,
  component: CouponListPage,
});
