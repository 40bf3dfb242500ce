import { createFileRoute } from '@tanstack/react-router';
import { CouponBuyPage } from '../../../../features/payment/pages';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/coupon/buy-coupon')({
  loader: () => loadNamespace('payment'),
  component: CouponBuyPage,
});
