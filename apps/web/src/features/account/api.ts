import type {
  AddressChangeDto,
  AddressRequest,
  ChangePasswordRequest,
  ForgotRequest,
  LoginRequest,
  LoginResponse,
  LoginSuccessDto,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TfaKeyDto,
  TfaPinVerifiedDto,
  TokenRequest,
  TwoFactorLoginRequest,
  UpdateProfileRequest,
  UserProfileDto,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../lib/api';
import { captchaToken } from './captcha';

// The /api/User calls of spec 7 and DESIGN 5. Captcha-guarded calls send the token twice, in the
// X-Captcha-Token header and in the payload field the spec names (captchaCode / reCaptchaBody).

const USER = '/api/User';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  link: (kind: string, token: string) => [...accountKeys.all, 'link', kind, token] as const,
};

export async function login(request: Omit<LoginRequest, 'captchaCode'>, client: ApiClient = api): Promise<LoginResponse> {
  const token = await captchaToken('login');
  const body: LoginRequest = { ...request, captchaCode: token };
  return client.post<LoginResponse>(`${USER}/Login`, body, { captchaToken: token, retryOnUnauthorized: false });
}

/** Second step of a login with 2FA: the pin and the challenge of the first step. */
export function loginWithPin(request: Required<TwoFactorLoginRequest>, client: ApiClient = api): Promise<LoginSuccessDto> {
  return client.post<LoginSuccessDto>(`${USER}/TwoFactorLogin`, request, { retryOnUnauthorized: false });
}

/** Signed in, no challenge: only checks the pin, which allows turning 2FA on or off for 5 minutes. */
export function verifyPin(request: Pick<TwoFactorLoginRequest, 'email' | 'pin'>, client: ApiClient = api): Promise<TfaPinVerifiedDto> {
  return client.post<TfaPinVerifiedDto>(`${USER}/TwoFactorLogin`, request);
}

export async function register(request: Omit<RegisterRequest, 'reCaptchaBody'>, client: ApiClient = api): Promise<RegisterResponse> {
  const token = await captchaToken('register');
  const body: RegisterRequest = { ...request, reCaptchaBody: token };
  return client.post<RegisterResponse>(`${USER}/Register`, body, { captchaToken: token, retryOnUnauthorized: false });
}

export async function forgotPassword(email: string, client: ApiClient = api): Promise<unknown> {
  const token = await captchaToken('forgot_password');
  const body: ForgotRequest = { email, reCaptchaBody: token };
  return client.post(`${USER}/ForgotPassword`, body, { captchaToken: token, retryOnUnauthorized: false });
}

export async function forgotTfa(email: string, client: ApiClient = api): Promise<unknown> {
  const token = await captchaToken('forgot_tfa');
  const body: ForgotRequest = { email, reCaptchaBody: token };
  return client.post(`${USER}/ForgotTFA`, body, { captchaToken: token, retryOnUnauthorized: false });
}

/** The mailed links: /confirm-account, /confirm-password, /confirm-tfa. */
export type LinkKind = 'Activate' | 'VerifyForgotPasswordToken' | 'VerifyTFARecoverCode';

export function checkLinkToken<T = unknown>(kind: LinkKind, token: string, client: ApiClient = api): Promise<T> {
  const body: TokenRequest = { token };
  return client.post<T>(`${USER}/${kind}`, body, { retryOnUnauthorized: false });
}

/** One POST per token, also under StrictMode's double mount: the tokens are single-use. */
export function linkTokenQueryOptions<T = unknown>(kind: LinkKind, token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.link(kind, token),
    queryFn: () => checkLinkToken<T>(kind, token, client),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function resetPassword(request: ResetPasswordRequest, client: ApiClient = api): Promise<unknown> {
  return client.post(`${USER}/ResetPassword`, request, { retryOnUnauthorized: false });
}

export function changePassword(request: ChangePasswordRequest, client: ApiClient = api): Promise<unknown> {
  return client.post(`${USER}/ChangePassword`, request);
}

export function fetchMe(client: ApiClient = api, signal?: AbortSignal): Promise<UserProfileDto> {
  return client.get<UserProfileDto>(`${USER}/Me`, { signal });
}

export function meQueryOptions(client: ApiClient = api) {
  return queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => fetchMe(client, signal) });
}

/** PUT Update; answers the updated profile (callers fall back to what they sent if it does not). */
export function updateProfile(request: UpdateProfileRequest, client: ApiClient = api): Promise<UserProfileDto | undefined> {
  return client.put<UserProfileDto | undefined>(`${USER}/Update`, request);
}

export function requestTfaKey(client: ApiClient = api): Promise<TfaKeyDto> {
  return client.post<TfaKeyDto>(`${USER}/EnableTwoFactorAuthentication`);
}

export function addAddress(address: AddressRequest, client: ApiClient = api): Promise<AddressChangeDto> {
  return client.put<AddressChangeDto>(`${USER}/Address`, address);
}

export function editAddress(addressId: string, address: AddressRequest, client: ApiClient = api): Promise<AddressChangeDto> {
  return client.put<AddressChangeDto>(`${USER}/Address`, address, { query: { addressId } });
}

export function removeAddress(addressId: string, client: ApiClient = api): Promise<AddressChangeDto> {
  return client.delete<AddressChangeDto>(`${USER}/Address`, { query: { addressId } });
}
