import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { PaymentProvider } from '../../generated/prisma/enums';
import type { ProviderName } from '../payment.dto';
import type { PaymentProviderAdapter } from './payment-provider';
import { PayPalProvider } from './paypal.provider';
import { SandboxProvider } from './sandbox.provider';
import { StripeProvider } from './stripe.provider';

export const PROVIDER_ENUM: Record<ProviderName, PaymentProvider> = {
  stripe: 'STRIPE',
  paypal: 'PAYPAL',
  sandbox: 'SANDBOX',
};
export const providerNameOf = (provider: PaymentProvider): ProviderName => provider.toLowerCase() as ProviderName;

/**
 * The providers enabled by configuration: Stripe and PayPal when their keys are set, the sandbox
 * outside production (the only one, and so the default, when no real provider is configured).
 */
@Injectable()
export class ProviderRegistry {
  private readonly log = new Logger('Payments');
  private readonly adapters = new Map<ProviderName, PaymentProviderAdapter>();
  readonly sandbox: SandboxProvider | null;

  constructor(config: AppConfig, txHost: TransactionHost<PrismaTransactions>) {
    const env = config.env;
    for (const adapter of realProviders(config)) this.adapters.set(adapter.name, adapter);
    this.sandbox =
      !config.isProduction && env.PAYMENT_SANDBOX_ENABLED
        ? new SandboxProvider(txHost, env.PUBLIC_URL, env.SANDBOX_WEBHOOK_SECRET)
        : null;
    if (this.sandbox) this.adapters.set('sandbox', this.sandbox);
    if (this.adapters.size === 0)
      this.log.warn('No payment provider is configured (STRIPE_*, PAYPAL_*): checkout answers PROVIDER_UNAVAILABLE.');
  }

  /** Enabled providers, the default first. */
  names(): ProviderName[] {
    return [...this.adapters.keys()];
  }

  get(name: ProviderName): PaymentProviderAdapter {
    const adapter = this.adapters.get(name);
    if (!adapter)
      throw new DomainException(
        HttpStatus.BAD_REQUEST,
        'PROVIDER_UNAVAILABLE',
        `Payments with ${name} are not available here.`,
      );
    return adapter;
  }

  /** The adapter of a provider that may have been switched off since (orders made before stay readable). */
  find(name: ProviderName): PaymentProviderAdapter | undefined {
    return this.adapters.get(name);
  }
}

/** Stripe, then PayPal, as configured (the settings schema refuses half a configuration). */
function realProviders(config: AppConfig): PaymentProviderAdapter[] {
  const env = config.env;
  const adapters: PaymentProviderAdapter[] = [];
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) adapters.push(new StripeProvider(env));
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET && env.PAYPAL_WEBHOOK_ID) adapters.push(new PayPalProvider(env));
  return adapters;
}
