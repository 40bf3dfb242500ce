/**
 * Every `code` an error answer of the API can carry: one list for the server's DomainException
 * and the web's messages, so a code cannot be thrown that the web does not know of.
 */
export const ERROR_CODES = [
  // ----- any call
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** JSON body nested deeper than the server maps (32 levels). */
  'JSON_TOO_DEEP',
  /** A NUL character or a lone UTF-16 surrogate in a body or query string. */
  'INVALID_CHARACTERS',
  'TOO_MANY_REQUESTS',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // ----- accounts
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
  'USER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LIMIT_REACHED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every error answer. `code` is stable and translated by the client. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Validation failures: field name -> messages. */
  fields?: Record<string, string[]>;
}
