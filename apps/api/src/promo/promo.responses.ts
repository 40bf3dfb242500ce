import { ApiProperty } from '@nestjs/swagger';

// Answer shapes of the promo calls, for the OpenAPI document the web's types are generated from.

export class CouponProductResponse {
  @ApiProperty({ example: 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME' }) productName: string;
  @ApiProperty({ enum: ['web', 'android', 'ios'] }) platform: string;
  @ApiProperty({ description: 'Cents of one coupon' }) price: number;
  @ApiProperty() currency: string;
}

export class CouponCodeResponse {
  @ApiProperty() code: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: ['unused', 'used'] }) state: 'unused' | 'used';
  @ApiProperty({ type: String, nullable: true, description: 'Device that used it' }) deviceId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) usedAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The order it was bought with' }) purchaseId: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CouponsResponse {
  @ApiProperty({ type: [CouponProductResponse], description: 'Coupon products I may buy (allCouponsProductNew)' })
  products: CouponProductResponse[];
  @ApiProperty({ type: [CouponCodeResponse], description: 'Codes I bought, newest first (a page)' })
  items: CouponCodeResponse[];
  @ApiProperty() total: number;
  @ApiProperty() unused: number;
}
