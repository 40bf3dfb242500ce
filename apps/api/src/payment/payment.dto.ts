import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { AddressBodyDto } from '../account/profile/address.dto';
import { CountryField, EmailField, LanguageField } from '../account/profile/account-fields';
import { RegisterDto } from '../account/registration/registration.dto';
import { PageQueryDto } from '../core/http/pagination';
import { normaliseOtp } from '../player/device-code';

type TransformArgs = { value: unknown };
const upperTrimmed = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const emptyToUndefined = ({ value }: TransformArgs): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const asOtp = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? normaliseOtp(value) : value);

export const PROVIDERS = ['stripe', 'paypal', 'sandbox'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** Most units of one product in one order (coupons for resellers are the big case). */
export const MAX_QUANTITY = 100;
/** Most lines in one order. */
export const MAX_LINES = 10;

const DEVICE_ID = /^[A-Za-z0-9._:-]{4,128}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a renewal extends: one of my passes or one of my boxes' subscription. */
export class RenewalTargetDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'My VPN pass (GetPass id)' }) passId?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'My VPN box (GetVpnBox id)' }) boxId?: string;
}

/** A device id (a licence's device), or a renewal target with exactly one of passId and boxId, a UUID. */
export function isCheckoutTarget(value: unknown): boolean {
  if (typeof value === 'string') return DEVICE_ID.test(value);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  if (entries.length !== 1) return false;
  const [key, id] = entries[0];
  return (key === 'passId' || key === 'boxId') && typeof id === 'string' && UUID.test(id);
}

function IsCheckoutTarget(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isCheckoutTarget',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: 'target must be a device id, or {passId} or {boxId} with a UUID' },
      validator: { validate: isCheckoutTarget },
    });
}

/** The renewal a checkout item names, if any. */
export function renewalOf(item: Pick<CheckoutItemDto, 'target'>): { passId: string } | { boxId: string } | null {
  const target = item.target;
  if (target === undefined || target === null || typeof target === 'string') return null;
  if (target.passId) return { passId: target.passId };
  if (target.boxId) return { boxId: target.boxId };
  return null;
}

/** The device a licence item names (a string target). */
export function deviceTargetOf(item: Pick<CheckoutItemDto, 'target'>): string | undefined {
  return typeof item.target === 'string' ? item.target : undefined;
}

/** One product of a checkout. The price is never sent: the server takes it from the buyer's price list. */
@ApiExtraModels(RenewalTargetDto)
export class CheckoutItemDto {
  @ApiProperty({ description: 'A product name of GET /api/Pricing', example: 'VPN-TWELVE-MONTHS', maxLength: 80 })
  @IsString()
  @Matches(/^[A-Z0-9-]{1,80}$/, { message: 'productName must be a product name such as VPN-TWELVE-MONTHS' })
  productName: string;

  @ApiProperty({ minimum: 1, maximum: MAX_QUANTITY, default: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_QUANTITY)
  quantity: number;

  @ApiPropertyOptional({
    description:
      'Player licences: the deviceId of one of my devices that receives the licence (not used with an otp, where the device is the one showing the code). ' +
      'A renewal: `{passId}` or `{boxId}` of my pass or box, whose end moves by the duration of the VPN pass product.',
    oneOf: [{ type: 'string', maxLength: 128 }, { $ref: getSchemaPath(RenewalTargetDto) }],
  })
  @Transform(emptyToUndefined)
  @ValidateIf((_item, value) => value !== undefined)
  @IsCheckoutTarget()
  target?: string | RenewalTargetDto;
}

/** Fields every checkout shares: the items and an optional discount code. */
class CheckoutBaseDto {
  @ApiProperty({ type: [CheckoutItemDto], minItems: 1, maxItems: MAX_LINES })
  @ValidateNested({ each: true })
  @Type(() => CheckoutItemDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_LINES)
  items: CheckoutItemDto[];

  @ApiPropertyOptional({ description: 'A discount code (case-insensitive)', example: 'WELCOME10', maxLength: 40 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Transform(upperTrimmed)
  @IsString()
  @MaxLength(40)
  code?: string;
}

/** Summary (bearer): prices in my country's list; `addressId` is the shipping address of a VPN box. */
export class SummaryDto extends CheckoutBaseDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'One of my shipping addresses (VPN boxes): shipping is priced for its country',
  })
  @IsOptional()
  @IsUUID()
  addressId?: string;

  @ApiPropertyOptional({
    description:
      'Renew the pass or box automatically: one pass or box (bought or renewed) of at most 12 months; each period is billed at the price of the VPN pass of that duration',
  })
  @IsOptional()
  @IsBoolean()
  autoRenew?: boolean;
}

export class PayDto extends SummaryDto {
  @ApiProperty({ enum: PROVIDERS, description: 'One of the providers enabled here (GET /api/Payment/Providers)' })
  @IsIn(PROVIDERS)
  provider: ProviderName;
}

/** A player licence for the device showing `otp`: the product is the licence of the device's platform. */
export class SummaryWithOtpDto {
  @ApiProperty({ description: 'The 6-character code the device shows', example: 'K7MX3Q' })
  @Transform(asOtp)
  @IsString()
  @Length(1, 16)
  otp: string;

  @ApiPropertyOptional({ description: 'A discount code (case-insensitive)', maxLength: 40 })
  @IsOptional()
  @Transform(emptyToUndefined)
  @Transform(upperTrimmed)
  @IsString()
  @MaxLength(40)
  code?: string;

  @ApiPropertyOptional({
    description: "Price list of this country (without an account); default: the language's",
    example: 'IT',
  })
  @IsOptional()
  @CountryField()
  country?: string;
}

export class VideoPlayerWithOtpDto extends SummaryWithOtpDto {
  @ApiProperty({ enum: PROVIDERS })
  @IsIn(PROVIDERS)
  provider: ProviderName;

  @EmailField('Where the receipt and the invoice go')
  email: string;

  @LanguageField()
  language?: string;
}

/** SummaryAndRegister: the summary for a shopper who registers at checkout (no account yet). */
export class SummaryAndRegisterDto extends CheckoutBaseDto {
  @CountryField('Country of the new account: its price list')
  country: string;

  @ApiPropertyOptional({ description: 'Country the VPN box is shipped to (default: `country`)', example: 'IT' })
  @IsOptional()
  @CountryField()
  shippingCountry?: string;
}

/** PayAndRegister: the fields of Register (the account is confirmed by the mailed link, as after it) and the order. */
export class PayAndRegisterDto extends IntersectionType(RegisterDto, CheckoutBaseDto) {
  @ApiPropertyOptional({
    type: AddressBodyDto,
    description: 'Shipping address (required for a VPN box); saved to the new account',
  })
  @IsOptional()
  @ValidateNested()
  @Type(() => AddressBodyDto)
  address?: AddressBodyDto;

  @ApiProperty({ enum: PROVIDERS })
  @IsIn(PROVIDERS)
  provider: ProviderName;
}

const PURCHASE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export class PurchaseQueryDto {
  @ApiProperty({ description: 'The purchaseId answered by Pay', example: 'P-3kq8ZkP1rQ2m7hX9tB4yWg' })
  @IsString()
  @Matches(PURCHASE_ID, { message: 'purchaseId must be a purchase id' })
  purchaseId: string;
}

export class CancelSubscriptionDto {
  @ApiProperty({
    description: 'The purchaseId of an order of the subscription (the one that started it, or a renewal)',
  })
  @IsString()
  @Matches(PURCHASE_ID, { message: 'orderId must be a purchase id' })
  orderId: string;
}

/** All that is left (neither field), an amount, or some items whole (not both). */
export class RefundDto extends PurchaseQueryDto {
  @ApiPropertyOptional({
    description: 'Cents to pay back, at most what is left; the goods stay unless the whole amount is back',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100_000_000)
  amount?: number;

  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    description: 'Items (OrderResponse.items[].id) refunded whole: what they granted ends',
  })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  itemIds?: string[];
}

export class OrdersQueryDto extends PageQueryDto {}
