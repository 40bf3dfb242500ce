-- Rate-limit counters move to rate-limiter-flexible's Prisma store (fields key, points, expire).
-- The old counters are short-lived; they are dropped rather than converted.
DELETE FROM "RateLimitBucket";

-- DropIndex
DROP INDEX "RateLimitBucket_expiresAt_idx";

-- AlterTable
ALTER TABLE "RateLimitBucket" DROP COLUMN "expiresAt",
ADD COLUMN     "expire" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "RateLimitBucket_expire_idx" ON "RateLimitBucket"("expire");
