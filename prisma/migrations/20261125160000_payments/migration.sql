-- DropIndex
DROP INDEX "Invoice_number_key";

-- AlterTable
ALTER TABLE "DiscountCode" ADD COLUMN     "maxItems" INTEGER;

-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "language" VARCHAR(5) NOT NULL DEFAULT 'en',
ADD COLUMN     "year" INTEGER NOT NULL;

-- Invoice numbers restart every year: the counter becomes one row per year. No invoice was
-- issued before this migration, so the single row of the old counter holds nothing to keep.
DELETE FROM "InvoiceCounter";
ALTER TABLE "InvoiceCounter" DROP CONSTRAINT "InvoiceCounter_pkey",
DROP COLUMN "id",
ADD COLUMN     "year" INTEGER NOT NULL,
ADD CONSTRAINT "InvoiceCounter_pkey" PRIMARY KEY ("year");

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "billingAddress" JSONB,
ADD COLUMN     "checkedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProviderEvent" ADD COLUMN     "outcome" TEXT;

-- CreateTable
CREATE TABLE "SandboxPayment" (
    "id" UUID NOT NULL,
    "purchaseId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SandboxPayment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailAttachment" (
    "id" UUID NOT NULL,
    "mailId" UUID NOT NULL,
    "fileName" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "content" BYTEA NOT NULL,

    CONSTRAINT "MailAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SandboxPayment_purchaseId_key" ON "SandboxPayment"("purchaseId");

-- CreateIndex
CREATE INDEX "MailAttachment_mailId_idx" ON "MailAttachment"("mailId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_year_number_key" ON "Invoice"("year", "number");

-- AddForeignKey
ALTER TABLE "MailAttachment" ADD CONSTRAINT "MailAttachment_mailId_fkey" FOREIGN KEY ("mailId") REFERENCES "MailOutbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;

