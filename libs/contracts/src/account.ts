export interface AddressDto {
  id: string;
  isShipping: boolean;
  isFavorite: boolean;
  name: string;
  surname: string;
  company: string | null;
  vatNumber: string | null;
  street: string;
  city: string;
  zip: string;
  province: string | null;
  country: string;
  phone: string | null;
}

/** The signed-in user as the web keeps it (spec section 3, "User (session)"). */
export interface UserProfileDto {
  email: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  tfa: boolean;
  isReseller: boolean;
  lastLogOn: string | null;
  addresses: AddressDto[];
}

// ----- /api/User requests and answers (spec section 7, DESIGN section 5) -----

/** Captcha token fields as the spec names them; the `X-Captcha-Token` header works too. */
export interface CaptchaFields {
  captchaCode?: string;
  reCaptchaBody?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  captchaCode?: string;
}

/** A signed-in session: the login shape of spec section 7. */
export interface LoginSuccessDto {
  tfa: boolean;
  email: string;
  token: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  isReseller: boolean;
  lastLogOn: string | null;
  addresses: AddressDto[];
}

/** Login of an account with 2FA: no token until TwoFactorLogin succeeds with this challenge. */
export interface LoginTfaRequiredDto {
  tfa: true;
  email: string;
  tfaChallenge: string;
}

export type LoginResponse = LoginSuccessDto | LoginTfaRequiredDto;

export function isTfaRequired(response: LoginResponse): response is LoginTfaRequiredDto {
  return 'tfaChallenge' in response;
}

export interface TwoFactorLoginRequest {
  email: string;
  pin: string;
  /** Omitted with a bearer token: then the pin is only verified (grant for turning 2FA on/off). */
  tfaChallenge?: string;
}

/** Answer of TwoFactorLogin in its verify-only form (bearer, no challenge). */
export interface TfaPinVerifiedDto {
  verified: true;
  /** The grant to turn 2FA on or off lasts until then (ISO date). */
  validUntil: string;
}

export interface RefreshTokenRequest {
  token: string;
}

export interface RegisterRequest {
  email: string;
  password: string;
  name: string;
  surname: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Language of the account's mail; defaults to en. */
  language?: string;
  reCaptchaBody?: string;
}

export interface RegisterResponse {
  email: string;
}

export interface TokenRequest {
  token: string;
}

/** VerifyForgotPasswordToken: the link is usable, for this address. */
export interface TokenCheckDto {
  valid: true;
  email: string;
}

export interface ForgotRequest {
  email: string;
  reCaptchaBody?: string;
}

export interface ResetPasswordRequest {
  token: string;
  password: string;
}

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
}

/** PUT Update: email and isReseller are accepted for the spec's shape but never changed. */
export interface UpdateProfileRequest {
  email?: string;
  name: string;
  surname: string;
  country: string;
  language?: string;
  tfa: boolean;
  isReseller?: boolean;
}

export interface TfaKeyDto {
  manualEntryKey: string;
  /** data: URL of a PNG QR code. */
  qrCodeUrl: string;
}

export interface AddressRequest {
  isShipping: boolean;
  isFavorite: boolean;
  name: string;
  surname: string;
  company?: string | null;
  vatNumber?: string | null;
  street: string;
  city: string;
  zip: string;
  province?: string | null;
  country: string;
  phone?: string | null;
}

/** Answer of the address calls (spec section 3): `_id` is the e-mail. */
export interface AddressChangeDto {
  _id: string;
  tfa: boolean;
  isReseller: boolean;
  lastlogin: string | null;
  addresses: AddressDto[];
}

export interface OkDto {
  ok: true;
}

/** Stable error codes of the account calls; the web translates each one. */
export const ACCOUNT_ERROR_CODES = [
  'WRONG_CREDENTIALS',
  'ACCOUNT_NOT_CONFIRMED',
  'USER_EXISTS',
  'WRONG_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'TOKEN_INVALID',
  'SESSION_EXPIRED',
  'CAPTCHA_FAILED',
  'TFA_PIN_INVALID',
  'TFA_CHALLENGE_INVALID',
  'TFA_NOT_ENABLED',
  'TFA_KEY_MISSING',
  'TFA_VERIFICATION_REQUIRED',
  'ADDRESS_NOT_FOUND',
  'USER_NOT_FOUND',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

// ----- account field rules shared by the server's DTOs and the web's forms -----

/**
 * Spec section 5: a local part, an at sign, a domain and a 2 to 5 letter suffix. Dots may not
 * lead, trail or repeat in the local part, so what passes here is also deliverable.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,5}$/;
export const EMAIL_MAX_LENGTH = 254;
export const PERSON_NAME_MAX_LENGTH = 80;
/** An account keeps at most this many addresses (billing and shipping together). */
export const MAX_ADDRESSES = 20;

/** Error codes of the address calls beyond ACCOUNT_ERROR_CODES. */
export const ADDRESS_ERROR_CODES = ['ADDRESS_LIMIT_REACHED'] as const;
export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];
