import type { ApiErrorBody } from '@shop/contracts';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';

/**
 * Thrown for every failed call. `status` is the HTTP status, or undefined when no answer arrived
 * (network failure, blocked host, CORS): the start-up flow tells those apart.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number | undefined,
    /** The server's `{statusCode, code, message}`, or one made up when the body was not that. */
    readonly body: ApiErrorBody | undefined,
    options?: { cause?: unknown },
  ) {
    super(body?.message ?? (status === undefined ? 'Network error' : `HTTP ${status}`), options);
  }

  /** Stable machine code to translate; NETWORK_ERROR when there was no answer. */
  get code(): string {
    return this.body?.code ?? 'NETWORK_ERROR';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
};

/** Base address: VITE_API_BASE, else the host stored under `isBanned` (spec 4), else same origin. */
export function resolveApiBase(envBase: string | undefined, storage: KeyValueStorage): string {
  const base = envBase?.trim() || storage.getItem(STORAGE_KEYS.isBanned)?.trim() || '';
  return base.replace(/\/+$/, '');
}

export function createApiClient(options: ApiClientOptions = {}) {
  const storage = options.storage ?? browserStorage();
  let captchaToken: string | null = null;

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const fetchImpl = options.fetch ?? globalThis.fetch;
    const url = buildUrl(resolveApiBase(options.envBase, storage), path, init.query);
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');

    // The credential follows storage on every call, so logout elsewhere removes it here too.
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    if (captchaToken) headers.set('X-Captcha-Token', captchaToken);
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
    throw new ApiError(response.status, toErrorBody(response, payload));
  }

  return {
    request,
    get: <T>(path: string, init?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...init, method: 'GET' }),
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
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
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

function toErrorBody(response: Response, payload: unknown): ApiErrorBody {
  if (isErrorBody(payload)) return payload;
  return {
    statusCode: response.status,
    code: 'UNKNOWN_ERROR',
    message: response.statusText || `HTTP ${response.status}`,
  };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.statusCode === 'number' && typeof body.code === 'string' && typeof body.message === 'string';
}
