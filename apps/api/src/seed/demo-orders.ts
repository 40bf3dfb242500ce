import type { Prisma } from '../generated/prisma/client';

type Tx = Prisma.TransactionClient;

/** The demo customer's shipping address on the box order (as checkout copies it onto the order). */
const DEMO_SHIPPING_ADDRESS = {
  name: 'Maria',
  surname: 'Rossi',
  company: null,
  vatNumber: null,
  street: 'Via Roma 1',
  city: 'Roma',
  zip: '00184',
  province: 'RM',
  country: 'IT',
  phone: null,
};

/**
 * A paid, fulfilled order of one product for a demo account, as if bought `at` on the sandbox, at
 * the account's price list (shipping priced for a box): so the demo's pass and box come with the
 * orders that bought them. Answers the order and its item; the pass or box links the item. The
 * invoice is issued at boot by the invoice service (payment/invoice/demo-invoices.ts), which needs the application.
 */
export async function seedDemoOrder(
  tx: Tx,
  userId: string,
  productName: string,
  at: Date,
  options: { shipped?: boolean } = {},
): Promise<{ orderId: string; itemId: string }> {
  const user = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, name: true, surname: true, country: true, language: true },
  });
  const priceOf = async (name: string) => {
    const product = await tx.product.findUniqueOrThrow({
      where: { name },
      select: { id: true, prices: { where: { country: user.country }, select: { amountCents: true, currency: true } } },
    });
    const price = product.prices[0];
    if (!price) throw new Error(`Demo order: ${name} has no price in ${user.country}`);
    return { id: product.id, ...price };
  };
  const product = await priceOf(productName);
  const shippingCents = options.shipped ? (await priceOf('SHIPPING')).amountCents : 0;
  const order = await tx.order.create({
    data: {
      purchaseId: `P-demo-${productName.toLowerCase()}`,
      userId,
      email: user.email,
      language: user.language,
      status: 'PAID',
      provider: 'SANDBOX',
      currency: product.currency,
      subtotalCents: product.amountCents,
      shippingCents,
      totalCents: product.amountCents + shippingCents,
      country: user.country,
      billingAddress: { name: user.name, surname: user.surname, country: user.country, email: user.email },
      shippingAddress: options.shipped ? DEMO_SHIPPING_ADDRESS : undefined,
      idempotencyKey: `demo-${productName.toLowerCase()}`,
      paidAt: at,
      fulfilledAt: at,
      createdAt: at,
      items: {
        create: { productId: product.id, productName, quantity: 1, unitPriceCents: product.amountCents, createdAt: at },
      },
      history: { create: { kind: 'paid', createdAt: at } },
    },
    select: { id: true, items: { select: { id: true } } },
  });
  return { orderId: order.id, itemId: order.items[0].id };
}

/**
 * The demo pass renews automatically through the sandbox, as if "Renew automatically" had been
 * ticked when it was bought: its card says when it renews and for how much, and "Bill the next
 * renewal now (sandbox)" shows a renewal arriving. The sandbox keeps its own record, as a provider.
 */
export async function seedDemoRenewal(
  tx: Tx,
  bought: { orderId: string; userId: string; passId: string; paidThrough: Date },
): Promise<void> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: bought.orderId },
    select: {
      purchaseId: true,
      currency: true,
      country: true,
      items: { select: { productId: true, unitPriceCents: true, product: { select: { durationMonths: true } } } },
    },
  });
  const item = order.items[0];
  const months = item.product.durationMonths ?? 12;
  const remote = await tx.sandboxSubscription.create({
    data: {
      purchaseId: order.purchaseId,
      amountCents: item.unitPriceCents,
      currency: order.currency,
      intervalMonths: months,
      status: 'active',
    },
    select: { id: true },
  });
  await tx.subscription.create({
    data: {
      userId: bought.userId,
      provider: 'SANDBOX',
      providerSubscriptionId: remote.id,
      status: 'ACTIVE',
      productId: item.productId,
      durationMonths: months,
      amountCents: item.unitPriceCents,
      currency: order.currency,
      country: order.country,
      passId: bought.passId,
      paidThrough: bought.paidThrough,
      orders: { connect: { id: bought.orderId } },
    },
    select: { id: true },
  });
}
