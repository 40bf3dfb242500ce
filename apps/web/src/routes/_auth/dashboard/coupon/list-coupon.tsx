import { createFileRoute } from '@tanstack/react-router';
import { CouponListPage } from '../../../../features/payment/pages';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/coupon/list-coupon')({
  loader: () => loadNamespace('payment'),
  component: CouponListPage,
});
