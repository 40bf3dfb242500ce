import { useErrorText } from '../../../components/data/call-failure';
import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_COUNTRY } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isApiError } from '../../../lib/api';
import { CaptchaNote } from '../../account/components/account-page';
import { NewPasswordFields, SelectField, TextField } from '../../account/components/form-controls';
import { captchaToken } from '../../account/captcha';
import { countryOptions } from '../../account/countries';
import { fetchSummaryAndRegister, payAndRegister, type PayAndRegisterRequest } from '../api';
import { rememberRegisteredPurchase } from '../registered-purchase';
import { registerBoxCheckoutSchema, registerCheckoutSchema, type RegisterCheckoutValues } from '../schemas';
// Through the pages' module: the register-and-pay chunk then shares their chunk instead of splitting it.
import { CheckoutPanel, type CheckoutFlow } from '../pages';

interface RegisterCheckoutProps {
  productName: string;
  /** A VPN box: the form asks for the address it is shipped to. */
  shipping: boolean;
  /** Where "log in" leads back to after the login (the signed-in checkout of the same plan). */
  loginRedirect: string;
}

const isCountry = (value: string) => /^[A-Z]{2}$/.test(value);

/**
 * Buying without an account: the registration's fields (and the shipping address of a box), the
 * summary in the price list of the chosen country (SummaryAndRegister), then PayAndRegister with
 * the human-verification token, as the register form sends it. The account is confirmed by the
 * mailed link, as after a registration.
 */
export function RegisterCheckout({ productName, shipping, loginRedirect }: RegisterCheckoutProps) {
  const { t } = useTranslation('payment');
  const { t: ta } = useTranslation('account');
  const errorText = useErrorText('payment');
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const [userExists, setUserExists] = useState(false);
  const form = useForm<RegisterCheckoutValues>({
    // A pass's form checks the person only; its address fields stay empty and are not sent.
    resolver: (shipping
      ? zodResolver(registerBoxCheckoutSchema)
      : zodResolver(registerCheckoutSchema)) as unknown as Resolver<RegisterCheckoutValues>,
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      country: LANGUAGE_COUNTRY[language],
      password: '',
      passwordConfirm: '',
      street: '',
      zip: '',
      city: '',
      province: '',
      shippingCountry: LANGUAGE_COUNTRY[language],
      phone: '',
    },
  });
  const { errors } = form.formState;
  const chosenCountry = form.watch('country');
  const chosenShipping = form.watch('shippingCountry');
  const country = isCountry(chosenCountry) ? chosenCountry : LANGUAGE_COUNTRY[language];
  const shippingCountry = shipping && isCountry(chosenShipping) ? chosenShipping : undefined;

  const flow = useMemo<CheckoutFlow>(() => {
    const items = [{ productName, quantity: 1 }];
    return {
      key: ['register', items, country, shippingCountry ?? null],
      summary: (code, signal) => fetchSummaryAndRegister({ items, code, country, shippingCountry }, signal),
      pay: async ({ code, provider }) => {
        if (!(await form.trigger(undefined, { shouldFocus: true }))) return undefined;
        const values = form.getValues();
        const token = await captchaToken('pay_and_register');
        const request: PayAndRegisterRequest = {
          items,
          code,
          email: values.email.trim(),
          password: values.password,
          name: values.name.trim(),
          surname: values.surname.trim(),
          country: values.country,
          language,
          provider,
          reCaptchaBody: token,
          address: shipping
            ? {
                isShipping: true,
                isFavorite: true,
                name: values.name.trim(),
                surname: values.surname.trim(),
                company: null,
                vatNumber: null,
                street: values.street.trim(),
                city: values.city.trim(),
                zip: values.zip.trim(),
                province: values.province.trim() || null,
                country: values.shippingCountry,
                phone: values.phone.trim() || null,
              }
            : undefined,
        };
        try {
          const answer = await payAndRegister(request, token);
          rememberRegisteredPurchase(answer.purchaseId);
          return answer;
        } catch (error) {
          if (isApiError(error) && error.code === 'USER_EXISTS') {
            setUserExists(true);
            form.setError('email', { type: 'server', message: errorText.ofCode('USER_EXISTS') }, { shouldFocus: true });
            return undefined;
          }
          throw error;
        }
      },
    };
  }, [productName, country, shippingCountry, shipping, language, form, t]);

  return (
    <CheckoutPanel flow={flow} title={t('register.title')} headingLevel={3}>
      <fieldset className="pay-register" data-testid="register-checkout">
        <legend className="pay-label">{t('register.account')}</legend>
        <p className="pay-muted">{t('register.intro')}</p>
        <div className="account-row">
          <TextField
            label={ta('fields.name')}
            autoComplete="given-name"
            registration={form.register('name')}
            error={errors.name}
          />
          <TextField
            label={ta('fields.surname')}
            autoComplete="family-name"
            registration={form.register('surname')}
            error={errors.surname}
          />
        </div>
        <TextField
          label={ta('fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          registration={form.register('email', { onChange: () => setUserExists(false) })}
          error={errors.email}
        />
        {userExists ? (
          <p className="pay-note" data-testid="user-exists">
            <Link to="/login" search={{ redirect: loginRedirect }}>
              {t('register.loginInstead')}
            </Link>
          </p>
        ) : null}
        <SelectField
          label={ta('fields.country')}
          autoComplete="country"
          placeholder={ta('fields.chooseCountry')}
          options={countries}
          registration={form.register('country')}
          error={errors.country}
        />
        <NewPasswordFields
          password={form.register('password')}
          passwordError={errors.password}
          confirm={form.register('passwordConfirm')}
          confirmError={errors.passwordConfirm}
        />
      </fieldset>
      {shipping ? (
        <fieldset className="pay-register">
          <legend className="pay-label">{t('register.shippingTitle')}</legend>
          <TextField
            label={ta('address.street')}
            autoComplete="shipping street-address"
            registration={form.register('street')}
            error={errors.street}
          />
          <div className="account-row">
            <TextField
              label={ta('address.zip')}
              autoComplete="shipping postal-code"
              registration={form.register('zip')}
              error={errors.zip}
            />
            <TextField
              label={ta('address.city')}
              autoComplete="shipping address-level2"
              registration={form.register('city')}
              error={errors.city}
            />
          </div>
          <div className="account-row">
            <TextField
              label={ta('address.province')}
              optional
              autoComplete="shipping address-level1"
              registration={form.register('province')}
              error={errors.province}
            />
            <SelectField
              label={t('register.shippingCountry')}
              autoComplete="shipping country"
              placeholder={ta('fields.chooseCountry')}
              options={countries}
              registration={form.register('shippingCountry')}
              error={errors.shippingCountry}
            />
          </div>
          <TextField
            label={ta('address.phone')}
            optional
            type="tel"
            autoComplete="shipping tel"
            registration={form.register('phone')}
            error={errors.phone}
          />
        </fieldset>
      ) : null}
      <CaptchaNote />
      <p className="pay-muted">
        {t('register.legal')} <Link to="/terms">{t('register.terms')}</Link> ·{' '}
        <Link to="/policy">{t('register.privacy')}</Link>
      </p>
    </CheckoutPanel>
  );
}
