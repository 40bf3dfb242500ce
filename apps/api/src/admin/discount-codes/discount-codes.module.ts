import { Module } from '@nestjs/common';
import { DiscountCodesController } from './discount-codes.controller';
import { DiscountCodesService } from './discount-codes.service';

/** The back office's discount codes (issue 23); checkout applies them through promo's DiscountService. */
@Module({
  controllers: [DiscountCodesController],
  providers: [DiscountCodesService],
})
export class AdminDiscountCodesModule {}
