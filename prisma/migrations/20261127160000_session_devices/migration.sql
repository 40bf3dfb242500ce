-- The session list of the profile (issue 21): when a session was last used, set at the login and
-- at each refresh (the guard's per-request read stays a read). Earlier sessions take their last
-- rotation, else their login.

-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "lastUsedAt" TIMESTAMP(3);

UPDATE "Session" SET "lastUsedAt" = COALESCE("rotatedAt", "createdAt");
