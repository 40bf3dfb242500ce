-- Player devices prove who they are with the secret of their first registration (stored hashed).
ALTER TABLE "PlayerDevice" ADD COLUMN "secretHash" TEXT;

-- One lifetime licence per device and platform, and at most one time-limited one (the trial).
DROP INDEX "Licence_playerDeviceId_idx";
CREATE UNIQUE INDEX "Licence_playerDeviceId_platform_lifetime_key" ON "Licence"("playerDeviceId", "platform", "lifetime");
