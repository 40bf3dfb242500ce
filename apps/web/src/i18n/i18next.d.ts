import 'i18next';
import type common from '../locales/en/common.json';

// Type-checks every t('...') key against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
    returnNull: false;
  }
}
