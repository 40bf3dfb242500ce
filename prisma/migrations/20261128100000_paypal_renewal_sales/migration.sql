-- Data only: a PayPal renewal is refunded through its sale (apps/api/src/payment/providers/paypal-sales.ts),
-- read as the session `sale:<sale id>`. Renewal orders written before that have no session; their
-- providerInvoiceId is that sale's id (as their payment's providerPaymentId is), so they get it now
-- and are refunded, and their refunds on PayPal's site recorded, like the newer ones.
UPDATE "Order"
SET "providerSessionId" = 'sale:' || "providerInvoiceId"
WHERE provider = 'PAYPAL'
  AND "subscriptionId" IS NOT NULL
  AND "providerInvoiceId" IS NOT NULL
  AND "providerSessionId" IS NULL;
