import { zodResolver } from '@hookform/resolvers/zod';
import type { AddressBodyDto, AddressResponse } from '../../../lib/api-types';
import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { useLanguage } from '../../../i18n/use-language';
import { countryOptions } from '../countries';
import { addressSchema, type AddressValues } from '../schemas';
import { useAccountError, type AccountContext } from '../error-messages';
import { SelectField, SubmitButton, TextField } from './form-controls';

interface AddressFormProps {
  /** The address being edited; a new one otherwise. */
  address?: AddressResponse;
  /** Prefill for a new address (the user's name and country). */
  defaults: Pick<AddressResponse, 'name' | 'surname' | 'country'>;
  save: (request: AddressBodyDto) => Promise<void>;
  onCancel: () => void;
}

const toValues = (address: AddressResponse | undefined, defaults: AddressFormProps['defaults']): AddressValues => ({
  kind: address?.isShipping ? 'shipping' : 'billing',
  isFavorite: address?.isFavorite ?? false,
  name: address?.name ?? defaults.name,
  surname: address?.surname ?? defaults.surname,
  company: address?.company ?? '',
  vatNumber: address?.vatNumber ?? '',
  street: address?.street ?? '',
  city: address?.city ?? '',
  zip: address?.zip ?? '',
  province: address?.province ?? '',
  country: address?.country ?? defaults.country,
  phone: address?.phone ?? '',
});

const toRequest = ({ kind, isFavorite, ...values }: AddressValues): AddressBodyDto => ({
  ...values,
  isShipping: kind === 'shipping',
  // Only a shipping address can be the favourite one.
  isFavorite: kind === 'shipping' && isFavorite,
  company: values.company || null,
  vatNumber: values.vatNumber || null,
  province: values.province || null,
  phone: values.phone || null,
});

/**
 * Add or edit one address, inline under the list: a labelled region whose first field takes the
 * focus when it opens; Cancel (or Escape) closes it and the caller puts focus back.
 */
export function AddressForm({ address, defaults, save, onCancel }: AddressFormProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const titleId = useId();
  const countries = useMemo(() => countryOptions(language), [language]);
  const context: AccountContext = address ? 'editAddress' : 'addAddress';
  const form = useForm<AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: toValues(address, defaults),
  });
  const alert = useFormAlert();
  const showError = useAccountError(context, { form, alert });
  const { errors, isSubmitting } = form.formState;
  const shipping = form.watch('kind') === 'shipping';

  useEffect(() => form.setFocus('name'), [form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save(toRequest(values));
      alert.succeed();
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form
      className="account-form account-address-form"
      onSubmit={submit}
      onInput={alert.clear}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      noValidate
      aria-labelledby={titleId}
      data-testid="address-form"
    >
      <h3 id={titleId}>{address ? t('address.editTitle') : t('address.newTitle')}</h3>
      <fieldset className="account-choice">
        <legend>{t('address.kind')}</legend>
        <label>
          <input type="radio" value="billing" {...form.register('kind')} /> {t('address.billing')}
        </label>
        <label>
          <input type="radio" value="shipping" {...form.register('kind')} /> {t('address.shipping')}
        </label>
        {shipping && (
          <label>
            <input type="checkbox" {...form.register('isFavorite')} /> {t('address.favourite')}
          </label>
        )}
      </fieldset>
      <div className="account-row">
        <TextField
          label={t('fields.name')}
          autoComplete="given-name"
          registration={form.register('name')}
          error={errors.name}
        />
        <TextField
          label={t('fields.surname')}
          autoComplete="family-name"
          registration={form.register('surname')}
          error={errors.surname}
        />
      </div>
      <div className="account-row">
        <TextField
          label={t('address.company')}
          optional
          autoComplete="organization"
          registration={form.register('company')}
          error={errors.company}
        />
        <TextField
          label={t('address.vatNumber')}
          optional
          registration={form.register('vatNumber')}
          error={errors.vatNumber}
        />
      </div>
      <TextField
        label={t('address.street')}
        autoComplete="street-address"
        registration={form.register('street')}
        error={errors.street}
      />
      <div className="account-row">
        <TextField
          label={t('address.zip')}
          autoComplete="postal-code"
          registration={form.register('zip')}
          error={errors.zip}
        />
        <TextField
          label={t('address.city')}
          autoComplete="address-level2"
          registration={form.register('city')}
          error={errors.city}
        />
      </div>
      <div className="account-row">
        <TextField
          label={t('address.province')}
          optional
          autoComplete="address-level1"
          registration={form.register('province')}
          error={errors.province}
        />
        <SelectField
          label={t('fields.country')}
          autoComplete="country"
          placeholder={t('fields.chooseCountry')}
          options={countries}
          registration={form.register('country')}
          error={errors.country}
        />
      </div>
      <TextField
        label={t('address.phone')}
        optional
        type="tel"
        autoComplete="tel"
        registration={form.register('phone')}
        error={errors.phone}
      />
      <FormAlert alert={alert} />
      <div className="account-actions">
        <SubmitButton
          pending={isSubmitting}
          label={t('address.save')}
          pendingLabel={t('form.saving')}
          testId="address-save"
        />
        <button
          type="button"
          className="account-button account-button--secondary"
          onClick={onCancel}
          disabled={isSubmitting}
        >
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
