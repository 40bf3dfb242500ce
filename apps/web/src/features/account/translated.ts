import type en from '../../locales/en/account.json';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every text key of the `account` namespace. */
export type Translated = Leaves<typeof en>;
