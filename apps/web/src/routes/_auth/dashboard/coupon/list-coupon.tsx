import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/coupon/list-coupon')({
  component: CouponListPage,
});

function CouponListPage() {
  return <PlaceholderPage page="couponList" />;
}
