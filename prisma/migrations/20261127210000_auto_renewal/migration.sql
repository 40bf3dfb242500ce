-- Automatic renewal of passes and box subscriptions (issue 21): the provider subscription, the
-- renewal orders it pays (one per provider invoice), the sandbox's own record of subscriptions,
-- the grace days a box keeps after a failed renewal, and the reminder before a renewal bills.

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('PENDING', 'ACTIVE', 'PAST_DUE', 'ENDED');

-- AlterEnum
ALTER TYPE "ReminderKind" ADD VALUE 'RENEWS_SEVEN_DAYS';

-- AlterTable
ALTER TABLE "BoxSubscription" ADD COLUMN     "grace" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "providerInvoiceId" TEXT,
ADD COLUMN     "subscriptionId" UUID;

-- AlterTable
ALTER TABLE "SandboxPayment" ADD COLUMN     "subscriptionId" UUID;

-- CreateTable
CREATE TABLE "Subscription" (
    "id" UUID NOT NULL,
    "userId" UUID,
    "provider" "PaymentProvider" NOT NULL,
    "providerSubscriptionId" TEXT,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'PENDING',
    "productId" UUID NOT NULL,
    "durationMonths" INTEGER NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "country" VARCHAR(16) NOT NULL,
    "passId" UUID,
    "boxId" UUID,
    "paidThrough" TIMESTAMP(3),
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "graceUntil" TIMESTAMP(3),
    "failedInvoiceId" TEXT,
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SandboxSubscription" (
    "id" UUID NOT NULL,
    "purchaseId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "intervalMonths" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'incomplete',
    "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
    "invoices" JSONB NOT NULL DEFAULT '[]',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxSubscription_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Subscription_userId_idx" ON "Subscription"("userId");

-- CreateIndex
CREATE INDEX "Subscription_passId_idx" ON "Subscription"("passId");

-- CreateIndex
CREATE INDEX "Subscription_boxId_idx" ON "Subscription"("boxId");

-- CreateIndex
CREATE INDEX "Subscription_status_graceUntil_idx" ON "Subscription"("status", "graceUntil");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_provider_providerSubscriptionId_key" ON "Subscription"("provider", "providerSubscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "SandboxSubscription_purchaseId_key" ON "SandboxSubscription"("purchaseId");

-- CreateIndex
CREATE INDEX "Order_subscriptionId_idx" ON "Order"("subscriptionId");

-- CreateIndex
CREATE UNIQUE INDEX "Order_provider_providerInvoiceId_key" ON "Order"("provider", "providerInvoiceId");

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_passId_fkey" FOREIGN KEY ("passId") REFERENCES "VpnPass"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "VpnBox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

