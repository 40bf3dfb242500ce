import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { CouponService } from './coupon.service';
import { DiscountService } from './discount.service';
import { PromoController } from './promo.controller';
import { PromoQueries } from './promo.queries';

/** Discount codes and licence coupons. Owns DiscountCode, DiscountRedemption, CouponCode. */
@Module({
  imports: [CatalogModule],
  controllers: [PromoController],
  providers: [PromoQueries, DiscountService, CouponService],
  exports: [DiscountService, CouponService],
})
export class PromoModule {}
