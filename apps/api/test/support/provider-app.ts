import type { INestApplication } from '@nestjs/common';
import { PrismaService } from '../../src/core/database/prisma.service';
import { SettlementService } from '../../src/payment/settlement/settlement.service';
import { newShopper, placeOrder, type PlacedOrder, type Shopper } from '../payment-support';
import { http } from '../player-support';
import { createTestApp } from '../test-app';
import { PayPalHarness } from './paypal-harness';
import type { ProviderHarness, RemoteState, SignedWebhook } from './provider-harness';
import { SandboxHarness } from './sandbox-harness';
import { StripeHarness } from './stripe-harness';

// What every payment test file driving all three providers shares: the harnesses, an app that
// uses one of them, an order placed with it, the provider's state set, a webhook delivered.

/** The app of the describe block running now (the sandbox harness reads its database). */
let current: PrismaService | undefined;

/** Sandbox, Stripe and PayPal, each against its stand-in; for `describe.each`. */
export function providerHarnesses(): ProviderHarness[] {
  return [
    new SandboxHarness(() => {
      if (!current) throw new Error('the sandbox harness is used outside useProviderApp');
      return current;
    }),
    new StripeHarness(),
    new PayPalHarness(),
  ];
}

/** `[name, harness]` rows for `describe.each`, named by the provider. */
export function byProvider<H extends ProviderHarness>(harnesses: H[]): (readonly [string, H])[] {
  return harnesses.map((harness) => [harness.provider, harness] as const);
}

export interface ProviderApp {
  app: INestApplication;
  prisma: PrismaService;
  /** A customer of Italy (EUR) with a session. */
  shopper: Shopper;
}

/**
 * For the enclosing describe block: the harness's stand-in and an app that pays with it (rate
 * limits off), started before its tests and stopped after. Read the fields inside tests.
 */
export function useProviderApp(harness: ProviderHarness): ProviderApp {
  const context = {} as ProviderApp;
  beforeAll(async () => {
    await harness.start();
    const { app, prisma } = await createTestApp({ ...harness.env(), RATE_LIMIT_ENABLED: 'false' });
    current = prisma;
    Object.assign(context, { app, prisma, shopper: await newShopper(app) });
  });
  afterAll(async () => {
    await harness.stop();
    await context.app?.close();
  });
  return context;
}

/** Places an order paid with the harness's provider (the sandbox is told about it). */
export async function placeWith(
  context: ProviderApp,
  harness: ProviderHarness,
  body: Record<string, unknown>,
  shopper = context.shopper,
): Promise<PlacedOrder> {
  const placed = await placeOrder(context.app, shopper, { provider: harness.provider, ...body });
  if (harness instanceof SandboxHarness) await harness.track(placed.sessionId);
  return placed;
}

/** The provider reports `state` for the order from now on. */
export async function setRemote(harness: ProviderHarness, placed: PlacedOrder, state: RemoteState): Promise<void> {
  harness.setRemote(placed.sessionId, state);
  if (harness instanceof SandboxHarness) await harness.settled();
}

/** Sends a signed webhook as the provider does. */
export function deliver(app: INestApplication, hook: SignedWebhook) {
  return http(app).post(hook.path).set(hook.headers).send(hook.body);
}

/**
 * The reconcile job, run now as if `minutes` had passed since the orders were placed and since
 * they were last asked about: the orders are moved back in time rather than the clock forward, so
 * the job reaches these orders and not every unsettled order other test files left in the shared
 * database. Answers the job's counts.
 */
export async function reconcileAfter(
  app: INestApplication,
  orderIds: string[],
  minutes: number,
): Promise<Record<string, number>> {
  await app.get(PrismaService).order.updateMany({
    where: { id: { in: orderIds } },
    data: { createdAt: new Date(Date.now() - minutes * 60_000), checkedAt: null },
  });
  return app.get(SettlementService).reconcilePending(15, new Date(), 10_000);
}

/**
 * Sends a webhook as a provider does: again after a 503 (the order was busy), up to `tries`
 * times, one delivery at a time. Answers the last answer.
 */
export async function deliverUntilTaken(app: INestApplication, hook: SignedWebhook, tries = 10) {
  let answer = await deliver(app, hook);
  for (let attempt = 1; attempt < tries && answer.status === 503; attempt++) answer = await deliver(app, hook);
  return answer;
}
