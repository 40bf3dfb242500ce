import type { LoginResponse, LoginSuccessResponse, TfaPinVerifiedResponse } from '../../lib/api-types';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '../../lib/api';
import { fetchApiFile, type ApiFile } from '../../lib/api-file';
import { typedApi, type ApiAnswer, type ApiBody } from '../../lib/typed-api';
import { captchaToken } from './captcha';

// The /api/User calls of spec 7 and DESIGN 5, typed from the API's OpenAPI document. Captcha-guarded
// calls send the token twice, in the X-Captcha-Token header and in the payload field the spec
// names (captchaCode / reCaptchaBody).

type LoginRequest = ApiBody<'/api/User/Login', 'post'>;
type TwoFactorLoginRequest = ApiBody<'/api/User/TwoFactorLogin', 'post'>;
type RegisterRequest = ApiBody<'/api/User/Register', 'post'>;
type ResetPasswordRequest = ApiBody<'/api/User/ResetPassword', 'post'>;
type ChangePasswordRequest = ApiBody<'/api/User/ChangePassword', 'post'>;
type UpdateProfileRequest = ApiBody<'/api/User/Update', 'put'>;
export type AddressBodyDto = ApiBody<'/api/User/Address', 'put'>;
export type UserProfile = ApiAnswer<'/api/User/Me', 'get'>;
export type AddressChange = ApiAnswer<'/api/User/Address', 'put'>;
export type TokenCheck = ApiAnswer<'/api/User/VerifyForgotPasswordToken', 'post'>;

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  link: (kind: string, token: string) => [...accountKeys.all, 'link', kind, token] as const,
};

export async function login(
  request: Omit<LoginRequest, 'captchaCode'>,
  client: ApiClient = api,
): Promise<LoginResponse> {
  const token = await captchaToken('login');
  const body: LoginRequest = { ...request, captchaCode: token };
  return typedApi(client).post('/api/User/Login', body, { captchaToken: token, retryOnUnauthorized: false });
}

/** Second step of a login with 2FA: the pin and the challenge of the first step. */
export async function loginWithPin(
  request: Required<TwoFactorLoginRequest>,
  client: ApiClient = api,
): Promise<LoginSuccessResponse> {
  // With a challenge the answer is always the login shape (the other member of the union is the verify-only answer).
  return (await typedApi(client).post('/api/User/TwoFactorLogin', request, {
    retryOnUnauthorized: false,
  })) as LoginSuccessResponse;
}

/** Signed in, no challenge: only checks the pin, which allows turning 2FA on or off for 5 minutes. */
export async function verifyPin(
  request: Pick<TwoFactorLoginRequest, 'email' | 'pin'>,
  client: ApiClient = api,
): Promise<TfaPinVerifiedResponse> {
  // Without a challenge the answer is always the verify-only shape.
  return (await typedApi(client).post('/api/User/TwoFactorLogin', request)) as TfaPinVerifiedResponse;
}

export async function register(request: Omit<RegisterRequest, 'reCaptchaBody'>, client: ApiClient = api) {
  const token = await captchaToken('register');
  const body: RegisterRequest = { ...request, reCaptchaBody: token };
  return typedApi(client).post('/api/User/Register', body, { captchaToken: token, retryOnUnauthorized: false });
}

export async function forgotPassword(email: string, client: ApiClient = api) {
  const token = await captchaToken('forgot_password');
  return typedApi(client).post(
    '/api/User/ForgotPassword',
    { email, reCaptchaBody: token },
    { captchaToken: token, retryOnUnauthorized: false },
  );
}

export async function forgotTfa(email: string, client: ApiClient = api) {
  const token = await captchaToken('forgot_tfa');
  return typedApi(client).post(
    '/api/User/ForgotTFA',
    { email, reCaptchaBody: token },
    { captchaToken: token, retryOnUnauthorized: false },
  );
}

/** The mailed links: /confirm-account, /confirm-password, /confirm-tfa. */
export type LinkKind = 'Activate' | 'VerifyForgotPasswordToken' | 'VerifyTFARecoverCode';

/** What each link's check answers. */
export type LinkAnswer<K extends LinkKind> = ApiAnswer<`/api/User/${K}`, 'post'>;

export function checkLinkToken<K extends LinkKind>(
  kind: K,
  token: string,
  client: ApiClient = api,
): Promise<LinkAnswer<K>> {
  // The three checks take the same body ({ token }); only their answers differ, by kind.
  const body: ApiBody<`/api/User/${LinkKind}`, 'post'> = { token };
  return client.post<LinkAnswer<K>>(`/api/User/${kind}`, body, { retryOnUnauthorized: false });
}

/**
 * Each link's check, per query client. Activate and VerifyTFARecoverCode use the token up, and a
 * session that ends meanwhile (VerifyTFARecoverCode signs every device out) drops every account
 * query: the page's query would post again and hear "not valid any more" about the link it has
 * just used. A failed check is forgotten, so trying again posts anew.
 */
const linkChecks = new WeakMap<QueryClient, Map<string, Promise<unknown>>>();

function checkLinkOnce<K extends LinkKind>(
  queryClient: QueryClient,
  kind: K,
  token: string,
  client: ApiClient,
): Promise<LinkAnswer<K>> {
  const checks = linkChecks.get(queryClient) ?? new Map<string, Promise<unknown>>();
  linkChecks.set(queryClient, checks);
  const key = `${kind} ${token}`;
  const known = checks.get(key) as Promise<LinkAnswer<K>> | undefined;
  if (known) return known;
  const check = checkLinkToken(kind, token, client);
  checks.set(key, check);
  check.catch(() => checks.delete(key));
  return check;
}

/** One POST per token, also under StrictMode's double mount and after a session ends: the tokens are single-use. */
export function linkTokenQueryOptions<K extends LinkKind>(kind: K, token: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.link(kind, token),
    queryFn: ({ client: queryClient }) => checkLinkOnce(queryClient, kind, token, client),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function resetPassword(request: ResetPasswordRequest, client: ApiClient = api) {
  return typedApi(client).post('/api/User/ResetPassword', request, { retryOnUnauthorized: false });
}

export function changePassword(request: ChangePasswordRequest, client: ApiClient = api) {
  return typedApi(client).post('/api/User/ChangePassword', request);
}

export function fetchMe(client: ApiClient = api, signal?: AbortSignal): Promise<UserProfile> {
  return typedApi(client).get('/api/User/Me', { signal });
}

export function meQueryOptions(client: ApiClient = api) {
  return queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => fetchMe(client, signal) });
}

/** PUT Update; answers the updated profile (callers fall back to what they sent if it does not). */
export function updateProfile(
  request: UpdateProfileRequest,
  client: ApiClient = api,
): Promise<UserProfile | undefined> {
  return typedApi(client).put('/api/User/Update', request);
}

export function requestTfaKey(client: ApiClient = api) {
  return typedApi(client).post('/api/User/EnableTwoFactorAuthentication', undefined);
}

export function addAddress(address: AddressBodyDto, client: ApiClient = api): Promise<AddressChange> {
  return typedApi(client).put('/api/User/Address', address);
}

export function editAddress(
  addressId: string,
  address: AddressBodyDto,
  client: ApiClient = api,
): Promise<AddressChange> {
  return typedApi(client).put('/api/User/Address', address, { query: { addressId } });
}

export function removeAddress(addressId: string, client: ApiClient = api): Promise<AddressChange> {
  return typedApi(client).delete('/api/User/Address', { query: { addressId } });
}

export type SessionList = ApiAnswer<'/api/User/Sessions', 'get'>;

/** Where the account is logged in, the most recently used first (GET /api/User/Sessions). */
export function sessionsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }): Promise<SessionList> => typedApi(client).get('/api/User/Sessions', { signal }),
  });
}

/** Ends one of my sessions; answers the sessions left. */
export function endSession(sessionId: string, client: ApiClient = api): Promise<SessionList> {
  return typedApi(client).delete('/api/User/Sessions', { query: { sessionId } });
}

/** "Log out everywhere else": ends every session but this one; answers the sessions left. */
export function endOtherSessions(client: ApiClient = api): Promise<SessionList> {
  return typedApi(client).delete('/api/User/Sessions/Others');
}

/** Everything stored about the account, as the JSON file the server names (GET /api/User/Export). */
export function fetchAccountExport(client: ApiClient = api, today = new Date()): Promise<ApiFile> {
  return fetchApiFile(
    '/api/User/Export',
    {},
    {
      client,
      fallbackName: `account-export-${today.toISOString().slice(0, 10)}.json`,
    },
  );
}

type DeleteAccountRequest = ApiBody<'/api/User/DeleteAccount', 'post'>;

/**
 * Deletes the account for good (GDPR article 17): the password, and the authenticator code when
 * 2FA is on. Every session ends with it, this one included.
 */
export function deleteAccount(request: DeleteAccountRequest, client: ApiClient = api) {
  return typedApi(client).post('/api/User/DeleteAccount', request);
}
