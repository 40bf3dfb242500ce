import { fetchSummary, fetchSummaryWithOtp, pay, payLicenceWithOtp, type CheckoutItem } from './api';
import type { CheckoutFlow } from './components/checkout-panel';

/**
 * Signed in: my price list, my devices and my shipping addresses (Summary, Pay). `renewable`: a
 * pass or a box, which the buyer may choose to renew automatically.
 */
export function signedInFlow(
  items: CheckoutItem[],
  options: { addressId?: string; ready?: boolean; renewable?: boolean | 'ticked' } = {},
): CheckoutFlow {
  const { addressId, ready = true, renewable = false } = options;
  const autoRenewOf = (autoRenew: boolean | undefined) => (renewable && autoRenew ? { autoRenew: true } : {});
  return {
    key: ['signedIn', items, addressId ?? null],
    ready,
    renewable: renewable !== false,
    autoRenewTicked: renewable === 'ticked',
    summary: (code, signal, autoRenew) => fetchSummary({ items, code, addressId, ...autoRenewOf(autoRenew) }, signal),
    pay: ({ code, provider, autoRenew }) => pay({ items, code, addressId, provider, ...autoRenewOf(autoRenew) }),
  };
}

export interface LicenceBuyer {
  /** The device code shown on the player's screen. */
  otp: string;
  /** Price list of a buyer without an account (the language's country); a signed-in buyer's is their own. */
  country?: string;
  language: string;
  /** Where the receipt goes; read when Pay is pressed (undefined: not valid yet, the form says why). */
  email: () => string | undefined;
}

/** The lifetime licence of the device showing a code, with or without an account (SummaryWithOtp, Video-Player-WithOtp). */
export function licenceFlow(buyer: LicenceBuyer): CheckoutFlow {
  const { otp, country, language } = buyer;
  return {
    key: ['licence', otp, country ?? null],
    summary: (code, signal) => fetchSummaryWithOtp({ otp, code, country }, signal),
    pay: async ({ code, provider }) => {
      const email = buyer.email();
      if (email === undefined) return undefined;
      return payLicenceWithOtp({ otp, code, country, provider, email, language });
    },
  };
}
