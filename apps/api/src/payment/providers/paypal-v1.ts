import type { PayPalClient } from './paypal.client';
import { isJson } from './paypal.shapes';
import { ProviderCallError } from './payment-provider';

type Json = Record<string, unknown>;

export interface PayPalV1Answer {
  status: number;
  /** The JSON answered ({} for none or for one that is not an object). */
  body: Json;
}

/**
 * One call to PayPal's older REST APIs (Subscriptions v1, Payments v1 sales and refunds), which
 * the server SDK does not cover: our shared token, the request id when given, the time limit. A
 * 401 makes the next call fetch another token. Only a call that got no answer throws; the caller
 * reads the status.
 */
export async function callPayPalV1(
  client: PayPalClient,
  timeoutMs: number,
  call: { method: 'GET' | 'POST'; path: string; what: string; body?: Json; requestId?: string },
): Promise<PayPalV1Answer> {
  let response: Response;
  try {
    response = await fetch(`${client.baseUrl}${call.path}`, {
      method: call.method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${await client.accessToken()}`,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
        ...(call.requestId ? { 'paypal-request-id': call.requestId } : {}),
      },
      body: call.body ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof ProviderCallError) throw error;
    throw new ProviderCallError(
      `PayPal could not ${call.what}: ${error instanceof Error ? error.name : 'unknown error'}`,
    );
  }
  if (response.status === 401) client.forgetToken();
  const json = response.status === 204 ? {} : ((await response.json().catch(() => ({}))) as unknown);
  return { status: response.status, body: isJson(json) ? json : {} };
}
