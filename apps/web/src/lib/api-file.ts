import { api, ApiError, apiErrorOf, resolveApiBase, type ApiClient } from './api';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from './storage';
import { typedApi } from './typed-api';

// The shared client reads every answer as text (JSON or not), which would mangle a PNG. Files are
// fetched here as blobs, with the same base address, bearer token and error shape.

/** A downloaded file: its bytes and the name the server gave it (Content-Disposition). */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

interface FileOptions {
  client?: ApiClient;
  storage?: KeyValueStorage;
  /** Used when the answer names no file. */
  fallbackName: string;
}

/**
 * GET `path` as a file. A 401 lets the shared client run the app's session policy (refresh, or
 * end the session) on a cheap authenticated call, then tries once more with the new token.
 */
export async function fetchApiFile(
  path: string,
  query: Record<string, string>,
  options: FileOptions,
): Promise<ApiFile> {
  const { client = api, storage = browserStorage(), fallbackName } = options;
  const sentToken = storage.getItem(STORAGE_KEYS.token);
  let response = await send(path, query, storage);
  if (response.status === 401 && sentToken) {
    await typedApi(client).get('/api/User/Me');
    response = await send(path, query, storage);
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName };
}

async function send(path: string, query: Record<string, string>, storage: KeyValueStorage): Promise<Response> {
  const url = `${resolveApiBase(import.meta.env.VITE_API_BASE, storage)}${path}?${new URLSearchParams(query).toString()}`;
  const headers = new Headers();
  const token = storage.getItem(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await globalThis.fetch(url, { headers });
  } catch (cause) {
    throw new ApiError(undefined, undefined, { cause });
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  return apiErrorOf(response, payload);
}

/** The file name of a Content-Disposition header (`filename*=` first), without any path. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8)?''([^;]+)/i.exec(disposition)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
  const base = name?.split(/[\\/]/).at(-1)?.trim();
  return base || undefined;
}

const REVOKE_AFTER_MS = 30_000;

/** Saves a blob under `fileName` through a temporary download link. */
export function saveFile({ blob, fileName }: ApiFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob only after the click handler returns: keep it a while.
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
