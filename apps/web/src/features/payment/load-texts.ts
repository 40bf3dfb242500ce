import { loadNamespace } from '../../i18n/i18n';

/** The checkout routes' loader (it runs in the start-up bundle): their page never renders before its texts are there. */
export const loadPaymentTexts = () => loadNamespace('payment');
