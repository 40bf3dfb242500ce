import type { components } from './api-schema.gen';
import type { ApiAnswer } from './typed-api';

// The API's answers and bodies by name, from its OpenAPI document (api-schema.gen.ts, generated from
// the server's DTO classes): the one definition of each, so no hand-written copy can drift from it.

type Schemas = components['schemas'];

export type AddressResponse = Schemas['AddressResponse'];
export type AddressBodyDto = Schemas['AddressBodyDto'];
export type AddressChangeResponse = Schemas['AddressChangeResponse'];
export type UserProfileResponse = Schemas['UserProfileResponse'];
export type SessionResponse = Schemas['SessionResponse'];
export type SessionListResponse = Schemas['SessionListResponse'];
export type LoginSuccessResponse = Schemas['LoginSuccessResponse'];
export type LoginTfaRequiredResponse = Schemas['LoginTfaRequiredResponse'];
/** A login's answer: the session, or the 2FA step's challenge. */
export type LoginResponse = LoginSuccessResponse | LoginTfaRequiredResponse;

/** The login of an account with 2FA: no session until the second step. */
export function isTfaRequired(response: LoginResponse): response is LoginTfaRequiredResponse {
  return 'tfaChallenge' in response;
}
export type TfaPinVerifiedResponse = Schemas['TfaPinVerifiedResponse'];
export type TfaKeyResponse = Schemas['TfaKeyResponse'];
export type PricingEntryResponse = Schemas['PricingEntryResponse'];
export type PricingResponseBody = Schemas['PricingResponseBody'];
export type ShipmentCountryResponse = Schemas['ShipmentCountryResponse'];
export type ChangelogItemResponse = Schemas['ChangelogItemResponse'];
/** The changelog's entries by kind (maintenance, release...). */
export type ChangelogResponse = ApiAnswer<'/api/Changelog', 'get'>;
