import type { Language } from '@shop/contracts';
import i18next, { type BackendModule, type InitOptions, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage, STORAGE_KEYS } from '../lib/storage';
import { DEFAULT_LANGUAGE, initialLanguage, intlLocale, isLanguage } from './locale';

export const DEFAULT_NAMESPACE = 'common';
/**
 * Long page texts live in their own namespaces, loaded by the route that needs them, so they stay
 * out of the start-up bundle: `home` (the home page, kept apart so a first visit to / loads only
 * its own texts), `shop` (player and VPN pages), `help` (FAQ, support, legal, help, unsubscribe,
 * status), `account` (login, registration, recovery and settings screens), `player` (devices,
 * playlists, licences, the device-code pages), `vpn` (VPN passes and boxes), `payment` (checkout,
 * orders, coupons and the payment result), `errors` (what a failed call says, for every screen that
 * makes calls: a code's text and the account screens' catalogue). `support` (the help desk) is not
 * listed: its own chunk loads it (features/support/use-support-texts.ts), for the start-up bundle's budget.
 */
export const NAMESPACES = [
  DEFAULT_NAMESPACE,
  'home',
  'shop',
  'help',
  'account',
  'player',
  'vpn',
  'payment',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// One lazily loaded chunk per locale and namespace (English too: the start-up bundle carries no texts).
// The modules, not their default exports: `import: 'default'` costs the start-up bundle a
// `.then(m => m.default)` for each of the files.
// Keys relative to the locales folder ("./de/common.json"): shorter in that bundle too.
// The namespaces of NAMESPACES only, by name: a feature's own namespace (support.json, staff.json, …)
// is loaded by its chunk (features/support/use-support-texts.ts), and listing its files here would
// cost the start-up bundle an entry per language. (import.meta.glob takes literal patterns only.)
const localeLoaders = import.meta.glob<{ default: ResourceLanguage }>(
  [
    './*/common.json',
    './*/home.json',
    './*/shop.json',
    './*/help.json',
    './*/account.json',
    './*/player.json',
    './*/vpn.json',
    './*/payment.json',
    './*/errors.json',
  ],
  { base: '../locales' },
);

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = localeLoaders[`./${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** Shared by the app and the tests, so tests exercise the real interpolation settings. */
export const I18N_OPTIONS: InitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['de', 'en', 'es', 'fr', 'it', 'ru', 'sa'] satisfies Language[],
  ns: [DEFAULT_NAMESPACE],
  defaultNS: DEFAULT_NAMESPACE,
  // Spec: placeholders look like #name#. React escapes output itself.
  interpolation: { prefix: '#', suffix: '#', escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
};

const RTL_LANGUAGES: readonly Language[] = ['sa'];

/** Starts i18next; resolves once the initial language's texts are loaded. */
export async function initI18n(language: Language = initialLanguage(browserStorage(), navigator.language)) {
  if (!i18next.isInitialized) {
    await i18next
      .use(lazyLocales)
      .use(initReactI18next)
      .init({ ...I18N_OPTIONS, lng: language });
  }
  applyDocumentLanguage(language);
  return i18next;
}

/** Switches language and remembers it under `language` (spec 3); pricing follows it. */
export async function changeLanguage(language: Language): Promise<void> {
  browserStorage().setItem(STORAGE_KEYS.language, language);
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}

/**
 * Loads a namespace in the active language (and the English fallback); used by route loaders so a
 * page never renders its keys before its texts arrive.
 */
export async function loadNamespace(namespace: Namespace): Promise<void> {
  await i18next.loadNamespaces(CALLING_SCREENS.includes(namespace) ? [namespace, 'errors'] : namespace);
}

/** The namespaces of screens that call the API: their error texts come with them. */
const CALLING_SCREENS: readonly Namespace[] = ['account', 'player', 'vpn', 'payment'];

/** The active language, always one we have resources for. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = intlLocale(language);
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export { i18next };
