import type { INestApplication } from '@nestjs/common';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { http } from './player-support';

// Helpers of the checkout and payment HTTP tests.

export interface Shopper {
  userId: string;
  token: string;
}

/** A customer (of Italy: the EUR price list) with a session. */
export async function newShopper(
  app: INestApplication,
  data: { country?: string; isReseller?: boolean } = {},
): Promise<Shopper> {
  const user = await newUser(app.get(PrismaService), data);
  const { token } = await newSession(app, user.id);
  return { userId: user.id, token };
}

/** A shipping address of the shopper; answers its id. */
export async function newShippingAddress(app: INestApplication, userId: string, country = 'IT'): Promise<string> {
  const address = await app.get(PrismaService).address.create({
    data: {
      userId,
      isShipping: true,
      isFavorite: true,
      name: 'Anna',
      surname: 'Rossi',
      street: 'Via Roma 1',
      city: 'Roma',
      zip: '00100',
      country,
    },
    select: { id: true },
  });
  return address.id;
}

export interface PlacedOrder {
  purchaseId: string;
  payUrl: string;
  orderId: string;
  sessionId: string;
  totalCents: number;
}

/** Pay for `items` with `provider`; answers the order as stored. */
export async function placeOrder(
  app: INestApplication,
  shopper: Shopper,
  body: Record<string, unknown>,
): Promise<PlacedOrder> {
  const res = await http(app).post('/api/Payment/Pay').set('Authorization', `Bearer ${shopper.token}`).send(body);
  if (res.status !== 200) throw new Error(`Pay answered ${res.status}: ${JSON.stringify(res.body)}`);
  const order = await app
    .get(PrismaService)
    .order.findUniqueOrThrow({ where: { purchaseId: res.body.purchaseId as string } });
  if (!order.providerSessionId) throw new Error('the order has no provider session');
  return {
    purchaseId: order.purchaseId,
    payUrl: res.body.payUrl as string,
    orderId: order.id,
    sessionId: order.providerSessionId,
    totalCents: order.totalCents,
  };
}

/** The order row, with what it granted. */
export function orderState(app: INestApplication, orderId: string) {
  return app.get(PrismaService).order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      status: true,
      fulfilledAt: true,
      failureReason: true,
      invoice: { select: { year: true, number: true } },
      items: {
        select: {
          vpnPasses: { select: { id: true, endsAt: true } },
          licences: { select: { id: true } },
          couponCodes: { select: { code: true } },
          boxSubscriptions: { select: { id: true } },
        },
      },
    },
  });
}

/** The sandbox page's button for an order placed by Pay, as the buyer's browser presses it (303 to the result page). */
export async function decideOnSandbox(
  app: INestApplication,
  payUrl: string,
  decision: 'pay' | 'decline' | 'cancel' = 'pay',
): Promise<string> {
  const session = new URL(payUrl).searchParams.get('session');
  const res = await http(app)
    .post('/api/Payment/Sandbox/Checkout')
    .type('form')
    .send({ session, decision })
    .expect(303);
  return res.headers.location as string;
}
