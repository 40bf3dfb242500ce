import { ProviderCallError } from './payment-provider';

/** The paypal-* headers PayPal signs a webhook with. */
export interface PayPalTransmission {
  transmissionId: string;
  /** ISO 8601, as sent. */
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/**
 * Decides whether a webhook really comes from PayPal. Swappable: the API check below costs a call per
 * event; a check of the signature against PayPal's certificate could replace it without touching the adapter.
 */
export interface PayPalWebhookVerifier {
  /** True when the signature covers exactly this body for our webhook; throws ProviderCallError when it cannot tell. */
  verify(transmission: PayPalTransmission, rawBody: string): Promise<boolean>;
}

export interface PayPalApiVerifierSettings {
  baseUrl: string;
  webhookId: string;
  accessToken: () => Promise<string>;
  /** Called when PayPal refuses the token, so the next call fetches another. */
  forgetToken?: () => void;
  timeoutMs: number;
}

/** Asks PayPal itself (POST /v1/notifications/verify-webhook-signature), as PayPal recommends for servers without its certificates. */
export class PayPalApiWebhookVerifier implements PayPalWebhookVerifier {
  constructor(private readonly settings: PayPalApiVerifierSettings) {}

  async verify(transmission: PayPalTransmission, rawBody: string): Promise<boolean> {
    const fields = JSON.stringify({
      auth_algo: transmission.authAlgo,
      cert_url: transmission.certUrl,
      transmission_id: transmission.transmissionId,
      transmission_sig: transmission.transmissionSig,
      transmission_time: transmission.transmissionTime,
      webhook_id: this.settings.webhookId,
    });
    // The event goes in byte for byte as received (the caller checked it is JSON): PayPal checks the
    // signature's CRC over it, and a parse and re-serialisation could change it (number formats, escapes).
    const body = `${fields.slice(0, -1)},"webhook_event":${rawBody}}`;
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await this.settings.accessToken()}` },
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      if (error instanceof ProviderCallError) throw error;
      throw new ProviderCallError(`PayPal could not verify a webhook signature: ${causeCode(error)}`);
    }
    if (response.status === 401) this.settings.forgetToken?.();
    if (!response.ok)
      throw new ProviderCallError(`PayPal could not verify a webhook signature (HTTP ${response.status})`);
    const answer = (await response.json().catch(() => null)) as { verification_status?: unknown } | null;
    return answer?.verification_status === 'SUCCESS';
  }
}

/** fetch hides the network error (ECONNREFUSED...) in `cause`. */
function causeCode(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string')
    return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}
