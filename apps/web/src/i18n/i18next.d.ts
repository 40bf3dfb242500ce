import 'i18next';
import type account from '../locales/en/account.json';
import type common from '../locales/en/common.json';
import type dashboard from '../locales/en/dashboard.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type payment from '../locales/en/payment.json';
import type help from '../locales/en/help.json';
import type player from '../locales/en/player.json';
import type shop from '../locales/en/shop.json';
import type support from '../locales/en/support.json';
import type vpn from '../locales/en/vpn.json';

// Type-checks every t('...') key against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      home: typeof home;
      shop: typeof shop;
      help: typeof help;
      account: typeof account;
      player: typeof player;
      vpn: typeof vpn;
      payment: typeof payment;
      support: typeof support;
      dashboard: typeof dashboard;
      errors: typeof errors;
    };
    returnNull: false;
  }
}
