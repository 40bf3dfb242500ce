import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/coupon/buy-coupon')({
  component: CouponBuyPage,
});

function CouponBuyPage() {
  return <PlaceholderPage page="couponBuy" />;
}
