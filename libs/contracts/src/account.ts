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

/** An account's roles (DESIGN section 4); every account is a customer, staff also SUPPORT or ADMIN. */
export const USER_ROLES = ['CUSTOMER', 'SUPPORT', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The signed-in user as the web keeps it (spec section 3, "User (session)"). */
export interface UserProfileDto {
  email: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  tfa: boolean;
  isReseller: boolean;
  roles: UserRole[];
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
  roles: UserRole[];
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

// ----- account field rules shared by the server's DTOs and the web's forms -----

/**
 * Spec section 5: a local part, an at sign, a domain and a 2 to 5 letter suffix. Dots may not
 * lead, trail or repeat in the local part, so what passes here is also deliverable.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,5}$/;
export const EMAIL_MAX_LENGTH = 254;

/** How addresses are compared and stored: trimmed and lower-case, so "Anna@X.com" is "anna@x.com". */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec 5 and 9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap (PASSWORD_TOO_LONG above it). */
export const PASSWORD_MAX_LENGTH = 128;

/** A password's length as typed, in characters (an emoji counts once), without trimming. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}
export const PERSON_NAME_MAX_LENGTH = 80;
/** An account keeps at most this many addresses (billing and shipping together). */
export const MAX_ADDRESSES = 20;
