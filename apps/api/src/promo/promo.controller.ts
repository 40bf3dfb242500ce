import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import { PageQueryDto } from '../core/http/pagination';
import { CatalogService } from '../catalog/catalog.service';
import { DEFAULT_COUNTRY } from '../catalog/country';
import { CouponService } from './coupon.service';
import { toCouponProductResponse } from './promo.mapper';
import { CouponsResponse, type CouponProductResponse } from './promo.responses';

@ApiTags('Promo')
@Controller('api/Promo')
export class PromoController {
  constructor(
    private readonly coupons: CouponService,
    private readonly catalog: CatalogService,
  ) {}

  @Get('Coupons')
  @Auth()
  @ApiOperation({
    operationId: 'listCoupons',
    summary:
      'Coupon products I may buy, and the codes I bought with their state (unused, or used by which device and when)',
  })
  @ApiOkResponse({ type: CouponsResponse })
  async list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<CouponsResponse> {
    const [products, page] = await Promise.all([
      this.couponProducts(user.country ?? DEFAULT_COUNTRY),
      this.coupons.list(user.userId, query),
    ]);
    return { products, ...page };
  }

  /** allCouponsProductNew: the coupon products of my price list, none when my country excludes coupons. */
  private async couponProducts(country: string): Promise<CouponProductResponse[]> {
    const catalogue = await this.catalog.checkoutCatalogue(country);
    if (catalogue.excluded.has('COUPON')) return [];
    return [...catalogue.products.values()]
      .filter((p) => p.type === 'COUPON' && p.priceCents !== null)
      .map((p) => toCouponProductResponse(p, catalogue.currency));
  }
}
