import { ApiError, Client, Environment, OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
import { Agent } from 'node:https';
import { createConnection, type NetConnectOpts, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { ProviderCallError } from './payment-provider';

export const PAYPAL_BASE_URLS = {
  sandbox: 'https://api-m.sandbox.paypal.com',
  live: 'https://api-m.paypal.com',
} as const;

export interface PayPalClientSettings {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'live';
  /** Another API address (a stand-in): only its origin is used. */
  apiUrl?: string;
  timeoutMs: number;
  /** Milliseconds since the epoch; tests move it to expire the token. */
  now: () => number;
}

/** A token is fetched again this long before PayPal says it expires, so no call carries a dying one. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * The PayPal SDK pointed at the right address, with one OAuth token (client credentials) shared by the
 * SDK's calls and the webhook verification, fetched once and kept until shortly before it expires.
 */
export class PayPalClient {
  /** Where PayPal's REST API answers: the environment's address or PAYPAL_API_URL's origin. */
  readonly baseUrl: string;
  private readonly base: Client;
  private token: { value: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly settings: PayPalClientSettings) {
    this.baseUrl = settings.apiUrl ? originOf(settings.apiUrl) : PAYPAL_BASE_URLS[settings.environment];
    const agent = settings.apiUrl ? new RedirectingAgent(new URL(this.baseUrl)) : undefined;
    this.base = new Client({
      environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
      // 0 would mean no timeout at all in this SDK.
      timeout: settings.timeoutMs,
      clientCredentialsAuthCredentials: { oAuthClientId: settings.clientId, oAuthClientSecret: settings.clientSecret },
      httpClientOptions: { timeout: settings.timeoutMs, ...(agent ? { httpsAgent: agent } : {}) },
    });
  }

  /** A valid access token; concurrent callers share one request for it. */
  accessToken(): Promise<string> {
    if (this.token && this.settings.now() < this.token.expiresAt - TOKEN_MARGIN_MS)
      return Promise.resolve(this.token.value);
    this.pendingToken ??= this.fetchToken().finally(() => (this.pendingToken = null));
    return this.pendingToken;
  }

  /** PayPal refused the token (revoked, rotated credentials): the next call fetches another. */
  forgetToken(): void {
    this.token = null;
  }

  async orders(): Promise<OrdersController> {
    return new OrdersController(await this.authorised());
  }

  async payments(): Promise<PaymentsController> {
    return new PaymentsController(await this.authorised());
  }

  /**
   * A client carrying our token. The SDK would cache a token itself, but keeps a failed fetch for ever
   * (every later call rejects with it), so one PayPal outage would break the adapter until a restart.
   */
  private async authorised(): Promise<Client> {
    const accessToken = await this.accessToken();
    return this.base.withConfiguration({
      clientCredentialsAuthCredentials: {
        oAuthClientId: this.settings.clientId,
        oAuthClientSecret: this.settings.clientSecret,
        oAuthToken: { accessToken, tokenType: 'Bearer' },
      },
    });
  }

  private async fetchToken(): Promise<string> {
    try {
      const token = await this.base.clientCredentialsAuthManager.fetchToken();
      const lifetimeMs = token.expiresIn === undefined ? 5 * 60_000 : Number(token.expiresIn) * 1000;
      this.token = { value: token.accessToken, expiresAt: this.settings.now() + lifetimeMs };
      return token.accessToken;
    } catch (error) {
      throw paypalError('get an access token', error);
    }
  }
}

/**
 * This SDK (2.5) knows only PayPal's two addresses (its environment is an enum and any other value
 * throws), so a stand-in is reached by an agent that opens its connections there instead: the SDK
 * still builds https://api-m…/v2/… URLs, and the request goes, unchanged, to PAYPAL_API_URL.
 */
class RedirectingAgent extends Agent {
  constructor(private readonly target: URL) {
    // One connection per call: nothing stays open after a test's stand-in stops.
    super({ keepAlive: false });
  }

  // Returning the socket is enough: Node's agent calls its own callback with it.
  override createConnection(_options: NetConnectOpts): Socket {
    const host = this.target.hostname;
    if (this.target.protocol === 'http:') return createConnection({ host, port: Number(this.target.port || 80) });
    return tlsConnect({ host, port: Number(this.target.port || 443), servername: host });
  }
}

function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname !== '/' && parsed.pathname !== '')
    throw new Error(`PAYPAL_API_URL must be an origin without a path (got ${parsed.origin}${parsed.pathname})`);
  return parsed.origin;
}

/** PayPal's error name and first issue (e.g. UNPROCESSABLE_ENTITY / CAPTURE_FULLY_REFUNDED), when it says. */
export function paypalIssue(error: unknown): { status: number; name: string | null; issue: string | null } | null {
  if (!(error instanceof ApiError)) return null;
  let body: unknown = error.result;
  if (body === undefined && typeof error.body === 'string') {
    try {
      body = JSON.parse(error.body);
    } catch {
      body = undefined;
    }
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const details = Array.isArray(record.details) ? (record.details as unknown[]) : [];
  const first = typeof details[0] === 'object' && details[0] !== null ? (details[0] as Record<string, unknown>) : {};
  return {
    status: error.statusCode,
    name: typeof record.name === 'string' ? record.name : typeof record.error === 'string' ? record.error : null,
    issue: typeof first.issue === 'string' ? first.issue : null,
  };
}

/**
 * A ProviderCallError naming what failed. Never the SDK's error itself: its `request` holds the
 * Authorization header (the client secret, for the token call).
 */
export function paypalError(what: string, error: unknown): ProviderCallError {
  if (error instanceof ProviderCallError) return error;
  const issue = paypalIssue(error);
  if (issue)
    return new ProviderCallError(
      `PayPal could not ${what} (HTTP ${issue.status}${issue.name ? ` ${issue.name}` : ''}${issue.issue ? ` ${issue.issue}` : ''})`,
    );
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : null;
  return new ProviderCallError(
    `PayPal could not ${what}: ${code ?? (error instanceof Error ? error.name : 'unknown error')}`,
  );
}
