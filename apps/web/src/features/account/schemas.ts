import { z } from 'zod/mini';
import type { Translated } from './translated';
import {
  isLongEnoughPassword,
  isValidEmail,
  isValidPin,
  NAME_MAX_LENGTH,
  normalisePin,
  PASSWORD_MAX_LENGTH,
  passwordLength,
} from './validation';

// Form schemas (zod/mini, loaded with the code-split account screens only). Messages are keys of
// the `account` namespace, translated where they are shown, so a language switch re-words them.

const message = (key: Translated) => ({ error: key });

const email = z
  .string()
  .check(z.trim(), z.minLength(1, message('validation.required')), z.refine(isValidEmail, message('validation.email')));

/** Login takes what was set before: only "not empty" here, the server answers the rest. */
const anyPassword = z.string().check(z.minLength(1, message('validation.required')));

const newPassword = z.string().check(
  z.minLength(1, message('validation.required')),
  z.refine(isLongEnoughPassword, message('validation.passwordShort')),
  z.refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, message('validation.passwordLong')),
);

const personName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, message('validation.required')),
    z.maxLength(NAME_MAX_LENGTH, message('validation.tooLong')),
  );

const optionalText = z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, message('validation.tooLong')));

const country = z.string().check(z.regex(/^[A-Z]{2}$/, message('validation.country')));

const pin = z.string().check(z.refine(isValidPin, message('validation.pin')), z.overwrite(normalisePin));

/** The field rules, for forms of other screens that ask for the same (registering at checkout). */
export const accountFields = { email, newPassword, personName, optionalText, country };

/** The repeated password must equal the first; the error shows on the repetition. */
export function matching<T extends Record<string, unknown>>(first: keyof T & string, second: keyof T & string) {
  return z.refine<T>((values) => values[first] === values[second], {
    error: 'validation.passwordMismatch' satisfies Translated,
    path: [second],
  });
}

export const loginSchema = z.object({ email, password: anyPassword });
export type LoginValues = z.infer<typeof loginSchema>;

export const pinSchema = z.object({ pin });
export type PinValues = z.infer<typeof pinSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const registerSchema = z
  .object({ name: personName, surname: personName, email, country, password: newPassword, passwordConfirm: z.string() })
  .check(matching('password', 'passwordConfirm'));
export type RegisterValues = z.infer<typeof registerSchema>;

export const newPasswordSchema = z
  .object({ password: newPassword, passwordConfirm: z.string() })
  .check(matching('password', 'passwordConfirm'));
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({ oldPassword: anyPassword, newPassword, newPasswordConfirm: z.string() })
  .check(matching('newPassword', 'newPasswordConfirm'));
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

export const profileSchema = z.object({ name: personName, surname: personName, country, language: z.string() });
export type ProfileValues = z.infer<typeof profileSchema>;

export const addressSchema = z.object({
  kind: z.enum(['billing', 'shipping']),
  isFavorite: z.boolean(),
  name: personName,
  surname: personName,
  company: optionalText,
  vatNumber: optionalText,
  street: personName,
  city: personName,
  zip: personName,
  province: optionalText,
  country,
  phone: optionalText,
});
export type AddressValues = z.infer<typeof addressSchema>;
