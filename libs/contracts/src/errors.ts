/** Body of every error answer. `code` is stable and translated by the client. */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  /** Validation failures: field name -> messages. */
  fields?: Record<string, string[]>;
}

export const ERROR_CODES = [
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
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
