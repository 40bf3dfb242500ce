import { useTranslation } from 'react-i18next';

/** Announced while the price list loads. */
export function PricesLoading() {
  const { t } = useTranslation('shop');
  return (
    <p className="shop-loading" role="status">
      <span className="shop-loading__spinner" aria-hidden="true" />
      {t('price.loading')}
    </p>
  );
}

/** Shown instead of prices when the product cannot be bought from the visitor's country. */
export function UnavailableNotice({ title, text }: { title?: string; text?: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="shop-notice" role="status" data-testid="price-unavailable">
      <p className="shop-notice__title">{title ?? t('price.unavailableTitle')}</p>
      <p>{text ?? t('price.unavailableText')}</p>
    </div>
  );
}
