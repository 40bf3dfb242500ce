import { ApiProperty } from '@nestjs/swagger';
import {
  DISCOUNT_CODE_STATES,
  DISCOUNTABLE_TYPES,
  type DiscountCodeState,
  type ProductTypeName,
} from '@shop/contracts';

const nullableNumber = (description?: string) => ApiProperty({ type: Number, nullable: true, description });

export class DiscountCodeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'SPRING25' }) code: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @nullableNumber('1..100; null for a fixed amount') percentOff: number | null;
  @nullableNumber() amountOffCents: number | null;
  @ApiProperty({ type: String, nullable: true }) currency: string | null;
  @ApiProperty({ enum: DISCOUNTABLE_TYPES, isArray: true, description: 'None: every type but shipping' })
  productTypes: Exclude<ProductTypeName, 'SHIP'>[];
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @nullableNumber('Null: unlimited') maxUses: number | null;
  @nullableNumber('Null: every unit') maxItems: number | null;
  @ApiProperty({ description: 'Orders holding a use (a failed or cancelled order gives its use back)' })
  usedCount: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: DISCOUNT_CODE_STATES }) state: DiscountCodeState;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class DiscountCodesResponse {
  @ApiProperty({ type: [DiscountCodeResponse] }) items: DiscountCodeResponse[];
  @ApiProperty() total: number;
}

export class DiscountUseCustomerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
}

export class DiscountUseResponse {
  @ApiProperty({ example: 'P-3kq8ZkP1rQ2m7hX9tB4yWg' }) purchaseId: string;
  @ApiProperty({ type: DiscountUseCustomerResponse, nullable: true, description: 'Null: bought without an account' })
  customer: DiscountUseCustomerResponse | null;
  @ApiProperty({ type: String, nullable: true, description: "The order's receipt address" }) email: string | null;
  @ApiProperty({ example: 'PAID' }) orderStatus: string;
  @ApiProperty({ description: 'What the code took off the order' }) discountCents: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ format: 'date-time', description: 'When the use was taken' }) at: string;
}

export class DiscountCodeDetailResponse {
  @ApiProperty({ type: DiscountCodeResponse }) discountCode: DiscountCodeResponse;
  @ApiProperty({ type: [DiscountUseResponse], description: 'A page of its uses, newest first' })
  uses: DiscountUseResponse[];
  @ApiProperty({ description: 'Uses in all' }) usesTotal: number;
}
