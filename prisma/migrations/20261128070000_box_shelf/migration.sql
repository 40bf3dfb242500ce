-- Data only (issue 23): the VPN boxes' stock follows the registered serials in stock
-- (apps/api/src/vpn/box-stock.ts). A box paired before pairing marked it sold is in someone's
-- hands, so it counts as sold since it was paired; then every hardware product's stock is the
-- number of serials left on the shelf.
UPDATE "VpnBox" SET "soldAt" = COALESCE("pairedAt", "updatedAt") WHERE "soldAt" IS NULL AND "userId" IS NOT NULL;

UPDATE "Product"
SET stock = (SELECT count(*)::int FROM "VpnBox" WHERE "soldAt" IS NULL AND "userId" IS NULL),
    "updatedAt" = (now() AT TIME ZONE 'UTC')
WHERE type = 'VPN_BOX_HW';
