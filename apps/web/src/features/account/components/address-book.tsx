import type { AddressBodyDto, AddressChangeResponse, AddressResponse } from '../../../lib/api-types';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { addAddress, editAddress, removeAddress } from '../api';
import { addressCounts } from '../use-profile';
import { useAccountError } from '../error-messages';
import { AddressForm } from './address-form';
import { useCountryName } from './use-country-name';

interface AddressBookProps {
  addresses: readonly AddressResponse[];
  defaults: Pick<AddressResponse, 'name' | 'surname' | 'country'>;
  onChanged: (answer: AddressChangeResponse) => void;
}

type Editing = { mode: 'add' } | { mode: 'edit'; address: AddressResponse } | null;

/** The address list with the derived counts (spec 3), and add / edit / remove (spec 7, 8). */
export function AddressBook({ addresses, defaults, onChanged }: AddressBookProps) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState<Editing>(null);
  const opener = useRef<HTMLElement | null>(null);
  const counts = addressCounts(addresses);

  const open = (next: Editing) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  };
  const close = () => {
    setEditing(null);
    // The button that opened the form gets the focus back (after the form has gone).
    requestAnimationFrame(() => opener.current?.isConnected && opener.current.focus());
  };

  const save = async (request: AddressBodyDto) => {
    if (!editing) return;
    const answer = editing.mode === 'edit' ? await editAddress(editing.address.id, request) : await addAddress(request);
    onChanged(answer);
    toast.success(editing.mode === 'edit' ? t('toasts.addressEdited') : t('toasts.addressAdded'));
    close();
  };

  return (
    <section className="account-card" aria-labelledby="addresses-title" data-testid="address-book">
      <h2 id="addresses-title">{t('profile.addresses')}</h2>
      <ul className="account-counts">
        <li data-testid="billing-count">{t('profile.billingCount', { count: counts.billing })}</li>
        <li data-testid="favourite-shipping-count">
          {t('profile.favouriteShippingCount', { count: counts.favouriteShipping })}
        </li>
      </ul>
      {addresses.length === 0 ? (
        <p className="account-note">{t('profile.noAddresses')}</p>
      ) : (
        <ul className="account-addresses" aria-label={t('address.listLabel')}>
          {addresses.map((address) => (
            <AddressItem
              key={address.id}
              address={address}
              onEdit={() => open({ mode: 'edit', address })}
              onRemoved={onChanged}
              disabled={editing !== null}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <AddressForm
          key={editing.mode === 'edit' ? editing.address.id : 'new'}
          address={editing.mode === 'edit' ? editing.address : undefined}
          defaults={defaults}
          save={save}
          onCancel={close}
        />
      ) : (
        <button
          type="button"
          className="account-button"
          onClick={() => open({ mode: 'add' })}
          data-testid="address-add"
        >
          {t('profile.addAddress')}
        </button>
      )}
    </section>
  );
}

interface AddressItemProps {
  address: AddressResponse;
  onEdit: () => void;
  onRemoved: (answer: AddressChangeResponse) => void;
  disabled: boolean;
}

function AddressItem({ address, onEdit, onRemoved, disabled }: AddressItemProps) {
  const { t } = useTranslation('account');
  const countryName = useCountryName();
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const alert = useFormAlert();
  const showError = useAccountError('removeAddress', { alert });
  const fullName = `${address.name} ${address.surname}`.trim();

  const remove = async () => {
    setRemoving(true);
    try {
      const answer = await removeAddress(address.id);
      alert.succeed();
      toast.success(t('toasts.addressRemoved'));
      onRemoved(answer);
    } catch (error) {
      showError(error);
      setRemoving(false);
      setConfirming(false);
    }
  };

  return (
    <li className="account-address" data-testid="address-item">
      <p className="account-address__badges">
        <span className="account-badge">{address.isShipping ? t('address.shipping') : t('address.billing')}</span>
        {address.isShipping && address.isFavorite && (
          <span className="account-badge account-badge--favourite">{t('address.favourite')}</span>
        )}
      </p>
      <address>
        {fullName}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        {address.street}
        <br />
        {`${address.zip} ${address.city}${address.province ? ` (${address.province})` : ''}`}
        <br />
        {countryName(address.country)}
        {address.phone && (
          <>
            <br />
            {address.phone}
          </>
        )}
      </address>
      <FormAlert alert={alert} spaced />
      {confirming ? (
        <div className="account-actions" role="group" aria-label={t('address.confirmRemove')}>
          <span>{t('address.confirmRemove')}</span>
          <button
            type="button"
            className="account-button account-button--danger"
            onClick={() => void remove()}
            disabled={removing}
            aria-busy={removing || undefined}
            autoFocus
          >
            {removing && <span className="account-spinner" aria-hidden="true" />}
            {t('address.confirmYes')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => setConfirming(false)}
            disabled={removing}
          >
            {t('form.cancel')}
          </button>
        </div>
      ) : (
        <div className="account-actions">
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={onEdit}
            disabled={disabled}
            aria-label={t('address.editOf', { name: fullName })}
          >
            {t('address.edit')}
          </button>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => setConfirming(true)}
            disabled={disabled}
            aria-label={t('address.removeOf', { name: fullName })}
          >
            {t('address.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
