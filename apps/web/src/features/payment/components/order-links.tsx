import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api';
import { productKind, type ProductKind } from '../products';

/** The kinds of product an order holds (shipping aside), each once, in the order's order. */
function kindsOf(order: Order): ProductKind['kind'][] {
  const kinds = order.items.map((item) => productKind(item.productName).kind).filter((kind) => kind !== 'shipping');
  return [...new Set(kinds)];
}

/** Where a paid order's products are now: my passes, boxes, licences, coupons, and my orders. */
export function BoughtLinks({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const { t } = useTranslation('payment');
  if (!signedIn) {
    return (
      <p className="data-links">
        <Link to="/login" className="data-button data-button--primary">
          {t('result.links.login')}
        </Link>
        <Link to="/" className="data-button">
          {t('result.links.home')}
        </Link>
      </p>
    );
  }
  const kinds = kindsOf(order);
  return (
    <p className="data-links">
      {kinds.includes('pass') ? (
        <Link to="/dashboard/pass/passList" className="data-button data-button--primary">
          {t('result.links.passes')}
        </Link>
      ) : null}
      {kinds.includes('box') ? (
        <Link to="/dashboard/box/boxList" className="data-button data-button--primary">
          {t('result.links.boxes')}
        </Link>
      ) : null}
      {kinds.includes('licence') ? (
        <Link to="/dashboard/player/licences" className="data-button data-button--primary">
          {t('result.links.licences')}
        </Link>
      ) : null}
      {kinds.includes('coupon') ? (
        <Link to="/dashboard/coupon/list-coupon" className="data-button data-button--primary">
          {t('result.links.coupons')}
        </Link>
      ) : null}
      <Link to="/dashboard/orders" className="data-button">
        {t('result.links.orders')}
      </Link>
    </p>
  );
}

/** Back to where the order's product is bought (the same plan again), signed in or not. */
export function TryAgainLink({ order, signedIn }: { order: Order; signedIn: boolean }) {
  const { t } = useTranslation('payment');
  const first = order.items
    .map((item) => ({ name: item.productName, product: productKind(item.productName) }))
    .find(({ product }) => product.kind !== 'shipping');
  const label = t('result.tryAgain');
  const className = 'data-button data-button--primary';
  switch (first?.product.kind) {
    case 'pass':
      return signedIn ? (
        <Link to="/dashboard/pass/passNew" search={{ plan: first.name }} className={className}>
          {label}
        </Link>
      ) : (
        <Link to="/vpn/buy" search={{ plan: first.name }} hash="checkout" className={className}>
          {label}
        </Link>
      );
    case 'box':
      return signedIn ? (
        <Link to="/dashboard/box/boxNew" search={{ plan: first.name }} className={className}>
          {label}
        </Link>
      ) : (
        <Link to="/vpn/box" search={{ plan: first.name }} hash="checkout" className={className}>
          {label}
        </Link>
      );
    case 'coupon':
      return (
        <Link to="/dashboard/coupon/buy-coupon" className={className}>
          {label}
        </Link>
      );
    case 'licence':
      return (
        <Link to="/player/active-licence" className={className}>
          {label}
        </Link>
      );
    default:
      return (
        <Link to="/" className={className}>
          {t('result.links.home')}
        </Link>
      );
  }
}
