-- Reminder mails before a pass or a box subscription ends (issue 21): one row per end and kind, so
-- each mail goes once across instances; the profile switch that turns them off. The unused
-- "sent at" columns of the first design go.

-- CreateEnum
CREATE TYPE "ReminderKind" AS ENUM ('SEVEN_DAYS', 'ONE_DAY', 'ENDED');

-- AlterTable
ALTER TABLE "User" ADD COLUMN "reminderMails" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "VpnPass" DROP COLUMN "expiryReminderSentAt";
ALTER TABLE "BoxSubscription" DROP COLUMN "expiryReminderSentAt";

-- CreateTable
CREATE TABLE "ExpiryReminder" (
    "id" UUID NOT NULL,
    "passId" UUID,
    "boxId" UUID,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "kind" "ReminderKind" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ExpiryReminder_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExpiryReminder_passId_endsAt_kind_key" ON "ExpiryReminder"("passId", "endsAt", "kind");
CREATE UNIQUE INDEX "ExpiryReminder_boxId_endsAt_kind_key" ON "ExpiryReminder"("boxId", "endsAt", "kind");
CREATE INDEX "ExpiryReminder_boxId_idx" ON "ExpiryReminder"("boxId");

-- AddForeignKey
ALTER TABLE "ExpiryReminder" ADD CONSTRAINT "ExpiryReminder_passId_fkey" FOREIGN KEY ("passId") REFERENCES "VpnPass"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ExpiryReminder" ADD CONSTRAINT "ExpiryReminder_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "VpnBox"("id") ON DELETE CASCADE ON UPDATE CASCADE;
