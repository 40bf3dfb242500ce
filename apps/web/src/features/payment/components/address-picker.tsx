import type { AddressResponse } from '../../../lib/api-types';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '../../../i18n/use-formatters';

interface AddressPickerProps {
  /** My shipping addresses. */
  addresses: readonly AddressResponse[];
  value: string | undefined;
  onChange: (addressId: string) => void;
  disabled?: boolean;
}

/** The favourite shipping address, else the first one. */
export function defaultShippingAddress(addresses: readonly AddressResponse[]): AddressResponse | undefined {
  return addresses.find((address) => address.isFavorite) ?? addresses[0];
}

/** Where the box goes: one of my shipping addresses, or the way to add one in my profile. */
export function AddressPicker({ addresses, value, onChange, disabled = false }: AddressPickerProps) {
  const { t } = useTranslation('payment');
  const countryName = useCountryName();
  if (addresses.length === 0) {
    return (
      <div className="pay-note" data-testid="no-shipping-address">
        <p>{t('boxNew.noAddress')}</p>
        <Link to="/dashboard/settings/profile" className="data-button data-button--primary">
          {t('boxNew.addAddress')}
        </Link>
      </div>
    );
  }
  return (
    <fieldset className="pay-addresses" disabled={disabled}>
      <legend className="pay-label">{t('boxNew.shipTo')}</legend>
      {addresses.map((address) => (
        <label key={address.id} className="pay-option pay-option--address">
          <input
            type="radio"
            name="address"
            value={address.id}
            checked={value === address.id}
            onChange={() => onChange(address.id)}
          />
          <span>
            <strong>{`${address.name} ${address.surname}`.trim()}</strong>
            {address.company ? <span className="pay-address-line">{address.company}</span> : null}
            <span className="pay-address-line">{address.street}</span>
            <span className="pay-address-line">
              {[address.zip, address.city, address.province].filter(Boolean).join(' ')}
            </span>
            <span className="pay-address-line">{countryName(address.country)}</span>
          </span>
        </label>
      ))}
      <p className="pay-muted">
        <Link to="/dashboard/settings/profile">{t('boxNew.manageAddresses')}</Link>
      </p>
    </fieldset>
  );
}
