import type { ApiErrorBody, ErrorCode } from '@shop/contracts';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * The code of a failed call: one of the server's ERROR_CODES, UNKNOWN_ERROR when the answer was
 * not the server's error shape (a proxy's page), NETWORK_ERROR when no answer came.
 */
export type CallErrorCode = ErrorCode | 'UNKNOWN_ERROR' | 'NETWORK_ERROR';

/** An error answer as received: the server's shape, or one made up for a foreign answer. */
export type ReceivedErrorBody = Omit<ApiErrorBody, 'code'> & { code: Exclude<CallErrorCode, 'NETWORK_ERROR'> };

/**
 * Thrown for every failed call. `status` is the HTTP status, or undefined when no answer arrived
 * (network failure, blocked host, CORS): the start-up flow tells those apart.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), when it said. */
  readonly retryAfter: number | undefined;

  constructor(
    readonly status: number | undefined,
    /** The server's `{statusCode, code, message}`, or one made up when the body was not that. */
    readonly body: ReceivedErrorBody | undefined,
    options?: { cause?: unknown; retryAfter?: number },
  ) {
    super(body?.message ?? (status === undefined ? 'Network error' : `HTTP ${status}`), options);
    this.retryAfter = options?.retryAfter;
  }

  /** Stable machine code to translate; NETWORK_ERROR when there was no answer. */
  get code(): CallErrorCode {
    return this.body?.code ?? 'NETWORK_ERROR';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API's code of a failed call, when it answered with one. */
export function errorCodeOf(error: unknown): CallErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

/** True when the call never got an HTTP answer. */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === undefined;
}

export interface ApiClientOptions {
  /** Build-time base (VITE_API_BASE); wins over the stored one. */
  envBase?: string;
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (strings too) unless it is FormData, URLSearchParams, a Blob or an ArrayBuffer. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Human-verification token for this call only; wins over the one of `setCaptchaToken`. */
  captchaToken?: string;
  /** Set false for calls whose 401 must not start a session refresh (the refresh itself, logout). */
  retryOnUnauthorized?: boolean;
};

/**
 * Called when a call sent with a bearer token answers 401. Resolves true when a new token is
 * stored (the call is then sent once more), false to let the 401 through.
 */
export type UnauthorizedHandler = (sentToken: string) => Promise<boolean>;

/** Base address: VITE_API_BASE, else the host stored under `isBanned` (spec 4), else same origin. */
export function resolveApiBase(envBase: string | undefined, storage: KeyValueStorage): string {
  const base = envBase?.trim() || storage.getItem(STORAGE_KEYS.isBanned)?.trim() || '';
  return base.replace(/\/+$/, '');
}

export function createApiClient(options: ApiClientOptions = {}) {
  const storage = options.storage ?? browserStorage();
  let captchaToken: string | null = null;
  let onUnauthorized: UnauthorizedHandler | null = null;

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const sentToken = storage.getItem(STORAGE_KEYS.token);
    try {
      return await send<T>(path, init);
    } catch (error) {
      const handler = onUnauthorized;
      const retry =
        handler && sentToken && init.retryOnUnauthorized !== false && isApiError(error) && error.status === 401;
      if (!retry || !(await handler(sentToken))) throw error;
      return send<T>(path, init);
    }
  }

  async function send<T>(path: string, init: RequestOptions): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const url = buildUrl(resolveApiBase(options.envBase, storage), path, init.query);
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');

    // The credential follows storage on every call, so logout elsewhere removes it here too.
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    const captcha = init.captchaToken ?? captchaToken;
    if (captcha) headers.set('X-Captcha-Token', captcha);
    else headers.delete('X-Captcha-Token');

    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (isNativeBody(init.body)) body = init.body;
      else {
        body = JSON.stringify(init.body);
        headers.set('Content-Type', 'application/json');
      }
    }

    let response: Response;
    try {
      // No timeout on purpose (spec 7); callers cancel through `signal`.
      response = await fetchImpl(url, { method: init.method ?? 'GET', headers, body, signal: init.signal });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError(undefined, undefined, { cause });
    }

    const payload = await readBody(response);
    if (response.status >= 200 && response.status <= 299) return payload as T;
    throw apiErrorOf(response, payload);
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'PUT', body }),
    delete: <T>(path: string, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'DELETE' }),
    /** Human-verification token for the next calls; null removes the header. */
    setCaptchaToken(token: string | null) {
      captchaToken = token;
    },
    /** One handler for 401 answers to authenticated calls (session refresh); null removes it. */
    setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
      onUnauthorized = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's shared client. */
export const api: ApiClient = createApiClient({ envBase: import.meta.env.VITE_API_BASE });

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`;
}

function isNativeBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData || body instanceof URLSearchParams || body instanceof Blob || body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The ApiError of a failed answer: its error body (or one made from the status) and its `Retry-After`. */
export function apiErrorOf(response: Response, payload: unknown): ApiError {
  return new ApiError(response.status, toErrorBody(response, payload), { retryAfter: readRetryAfter(response) });
}

function toErrorBody(response: Response, payload: unknown): ReceivedErrorBody {
  if (isErrorBody(payload)) return payload;
  return {
    statusCode: response.status,
    code: 'UNKNOWN_ERROR',
    message: response.statusText || `HTTP ${response.status}`,
  };
}

/** `Retry-After` in seconds, from either of its forms (seconds or an HTTP date). */
function readRetryAfter(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * A code as the server spells its ERROR_CODES. The shape is checked, not the list: the list grows
 * with every domain and would weigh on the start-up bundle (it did, by 0.6 KB gzip). A code added
 * to the server after this build reads as one no screen has words for: the generic text of its
 * HTTP status is shown.
 */
const ERROR_CODE_SHAPE = /^[A-Z][A-Z0-9_]{1,63}$/;

/** The server's error answer `{ statusCode, code, message }` (not a proxy's page or another API's JSON). */
export function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.statusCode === 'number' &&
    typeof body.code === 'string' &&
    ERROR_CODE_SHAPE.test(body.code) &&
    typeof body.message === 'string'
  );
}
