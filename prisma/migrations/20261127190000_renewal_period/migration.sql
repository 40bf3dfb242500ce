-- A renewal's period on its order item: how far it moved the pass's or the box's end.
ALTER TABLE "OrderItem" ADD COLUMN "periodStartsAt" TIMESTAMP(3),
ADD COLUMN "periodEndsAt" TIMESTAMP(3);
