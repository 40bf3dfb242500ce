-- CreateEnum
CREATE TYPE "TicketPriority" AS ENUM ('LOW', 'NORMAL', 'HIGH', 'URGENT');

-- CreateEnum
CREATE TYPE "TicketRatingValue" AS ENUM ('GOOD', 'BAD');

-- AlterEnum: "answered" is now "pending" (waits for the customer).
ALTER TYPE "TicketStatus" RENAME VALUE 'ANSWERED' TO 'PENDING';

-- DropForeignKey
ALTER TABLE "TicketComment" DROP CONSTRAINT "TicketComment_authorId_fkey";

-- DropForeignKey
ALTER TABLE "TicketComment" DROP CONSTRAINT "TicketComment_ticketId_fkey";

-- DropIndex
DROP INDEX "Ticket_assigneeId_idx";

-- DropIndex
DROP INDEX "Ticket_status_idx";

-- DropIndex
DROP INDEX "Ticket_userId_createdAt_idx";

-- AlterTable
ALTER TABLE "Ticket" ADD COLUMN     "boxId" UUID,
ADD COLUMN     "firstRespondedAt" TIMESTAMP(3),
ADD COLUMN     "firstResponseDueAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
ADD COLUMN     "orderId" UUID,
ADD COLUMN     "passId" UUID,
ADD COLUMN     "playerDeviceId" UUID,
ADD COLUMN     "priority" "TicketPriority" NOT NULL DEFAULT 'NORMAL',
ADD COLUMN     "waitingSince" TIMESTAMP(3),
ALTER COLUMN "subject" SET DATA TYPE VARCHAR(200);

-- Rows written before the help desk existed (none in practice) are due at once.
ALTER TABLE "Ticket" ALTER COLUMN "firstResponseDueAt" DROP DEFAULT;

-- The number people quote: one shop-wide sequence, from 1000 (#1000, #1001 ...).
SELECT setval(pg_get_serial_sequence('"Ticket"', 'number'), GREATEST(999, (SELECT COALESCE(MAX("number"), 0) FROM "Ticket")));

-- DropTable (no endpoint ever wrote a comment: TicketMessage replaces it)
DROP TABLE "TicketComment";

-- CreateTable
CREATE TABLE "TicketMessage" (
    "id" UUID NOT NULL,
    "ticketId" UUID NOT NULL,
    "authorId" UUID,
    "isStaff" BOOLEAN NOT NULL DEFAULT false,
    "internal" BOOLEAN NOT NULL DEFAULT false,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TicketMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TicketAttachment" (
    "id" UUID NOT NULL,
    "messageId" UUID NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "contentType" VARCHAR(100) NOT NULL,
    "size" INTEGER NOT NULL,
    "content" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TicketAttachment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TicketEvent" (
    "id" UUID NOT NULL,
    "ticketId" UUID NOT NULL,
    "actorId" UUID,
    "action" VARCHAR(32) NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TicketEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TicketRating" (
    "id" UUID NOT NULL,
    "ticketId" UUID NOT NULL,
    "rating" "TicketRatingValue" NOT NULL,
    "comment" VARCHAR(1000),
    "ratedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TicketRating_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CannedReply" (
    "id" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CannedReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CannedReplyTranslation" (
    "id" UUID NOT NULL,
    "cannedReplyId" UUID NOT NULL,
    "language" VARCHAR(5) NOT NULL,
    "title" VARCHAR(200) NOT NULL,
    "body" TEXT NOT NULL,

    CONSTRAINT "CannedReplyTranslation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TicketMessage_ticketId_createdAt_idx" ON "TicketMessage"("ticketId", "createdAt");

-- CreateIndex
CREATE INDEX "TicketMessage_authorId_idx" ON "TicketMessage"("authorId");

-- CreateIndex
CREATE INDEX "TicketAttachment_messageId_idx" ON "TicketAttachment"("messageId");

-- CreateIndex
CREATE INDEX "TicketEvent_ticketId_createdAt_idx" ON "TicketEvent"("ticketId", "createdAt");

-- CreateIndex
CREATE INDEX "TicketEvent_actorId_idx" ON "TicketEvent"("actorId");

-- CreateIndex
CREATE UNIQUE INDEX "TicketRating_ticketId_key" ON "TicketRating"("ticketId");

-- CreateIndex
CREATE UNIQUE INDEX "CannedReplyTranslation_cannedReplyId_language_key" ON "CannedReplyTranslation"("cannedReplyId", "language");

-- CreateIndex
CREATE INDEX "Ticket_userId_lastActivityAt_idx" ON "Ticket"("userId", "lastActivityAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_status_firstResponseDueAt_idx" ON "Ticket"("status", "firstResponseDueAt");

-- CreateIndex
CREATE INDEX "Ticket_status_lastActivityAt_idx" ON "Ticket"("status", "lastActivityAt" DESC);

-- CreateIndex
CREATE INDEX "Ticket_assigneeId_status_idx" ON "Ticket"("assigneeId", "status");

-- CreateIndex
CREATE INDEX "Ticket_orderId_idx" ON "Ticket"("orderId");

-- CreateIndex
CREATE INDEX "Ticket_playerDeviceId_idx" ON "Ticket"("playerDeviceId");

-- CreateIndex
CREATE INDEX "Ticket_passId_idx" ON "Ticket"("passId");

-- CreateIndex
CREATE INDEX "Ticket_boxId_idx" ON "Ticket"("boxId");

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_playerDeviceId_fkey" FOREIGN KEY ("playerDeviceId") REFERENCES "PlayerDevice"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_passId_fkey" FOREIGN KEY ("passId") REFERENCES "VpnPass"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Ticket" ADD CONSTRAINT "Ticket_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "VpnBox"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketMessage" ADD CONSTRAINT "TicketMessage_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketMessage" ADD CONSTRAINT "TicketMessage_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketAttachment" ADD CONSTRAINT "TicketAttachment_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "TicketMessage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketEvent" ADD CONSTRAINT "TicketEvent_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketEvent" ADD CONSTRAINT "TicketEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TicketRating" ADD CONSTRAINT "TicketRating_ticketId_fkey" FOREIGN KEY ("ticketId") REFERENCES "Ticket"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CannedReplyTranslation" ADD CONSTRAINT "CannedReplyTranslation_cannedReplyId_fkey" FOREIGN KEY ("cannedReplyId") REFERENCES "CannedReply"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The five groups of spec section 1 (ids fixed), also where no demo data is seeded.
INSERT INTO "TicketGroup" ("id", "name", "createdAt") VALUES
  (1, 'Support', (now() AT TIME ZONE 'UTC')),
  (2, 'Product', (now() AT TIME ZONE 'UTC')),
  (3, 'Payments', (now() AT TIME ZONE 'UTC')),
  (4, 'Player', (now() AT TIME ZONE 'UTC')),
  (5, 'VPN Pass', (now() AT TIME ZONE 'UTC'))
ON CONFLICT ("id") DO NOTHING;
