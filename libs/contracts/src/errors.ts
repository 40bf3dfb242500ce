/**
 * Every `code` an error answer of the API can carry: one list for the server's DomainException
 * and the web's messages, so a code cannot be thrown that the web does not know of.
 */
export const ERROR_CODES = [
  // ----- any call
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  /** JSON body nested deeper than the server maps (32 levels). */
  'JSON_TOO_DEEP',
  /** A NUL character or a lone UTF-16 surrogate in a body or query string. */
  'INVALID_CHARACTERS',
  'TOO_MANY_REQUESTS',
  'METHOD_NOT_ALLOWED',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // ----- accounts
  'WRONG_CREDENTIALS',
  'ACCOUNT_NOT_CONFIRMED',
  'USER_EXISTS',
  'WRONG_PASSWORD',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
  'TOKEN_INVALID',
  'SESSION_EXPIRED',
  'CAPTCHA_FAILED',
  'TFA_PIN_INVALID',
  'TFA_CHALLENGE_INVALID',
  'TFA_NOT_ENABLED',
  'TFA_KEY_MISSING',
  'TFA_VERIFICATION_REQUIRED',
  'USER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LIMIT_REACHED',
  // ----- player
  /** DeviceInfo for a registered device without its secret, or with a wrong one. */
  'DEVICE_SECRET_INVALID',
  /** The device code (OTP) is unknown or has expired. */
  'OTP_INVALID',
  'DEVICE_NOT_FOUND',
  /** The device belongs to another account, which has to unpair it first. */
  'DEVICE_PAIRED_ELSEWHERE',
  'PLAYLIST_NOT_FOUND',
  'PLAYLIST_LIMIT_REACHED',
  /** Resellers only (GET /api/Player/playlists). */
  'RESELLER_ONLY',
  /** The device already has a lifetime licence for its platform. */
  'LICENCE_EXISTS',
  /** The licence code is unknown, or has been used. */
  'COUPON_INVALID',
  /** The licence code is for another platform than the device's. */
  'COUPON_WRONG_PLATFORM',
  /** The device has had its free trial. */
  'TRIAL_USED',
  // ----- VPN
  'PASS_NOT_FOUND',
  /** The pass has ended: its peers were released. */
  'PASS_ENDED',
  'LOCATION_NOT_FOUND',
  'BOX_SERIAL_UNKNOWN',
  'BOX_ALREADY_PAIRED',
  'BOX_NOT_FOUND',
  // ----- checkout and payments
  /** No product of that name is sold. */
  'PRODUCT_UNKNOWN',
  /** The product has no price in the buyer's price list, or is not sold any more. */
  'PRODUCT_UNAVAILABLE',
  /** The buyer's country excludes this product type (player, coupon, shipping). */
  'PRODUCT_EXCLUDED',
  'OUT_OF_STOCK',
  /** More units than the product allows in one order. */
  'QUANTITY_LIMIT',
  /** A player licence needs the device it is for. */
  'DEVICE_REQUIRED',
  /** A VPN box needs a shipping address. */
  'ADDRESS_REQUIRED',
  /** No shipping to the address's country. */
  'SHIPPING_UNAVAILABLE',
  /** The discount code is unknown or switched off. */
  'DISCOUNT_INVALID',
  'DISCOUNT_NOT_STARTED',
  'DISCOUNT_EXPIRED',
  /** The discount code has been used as often as it may be. */
  'DISCOUNT_USED_UP',
  /** The discount code does not apply to these products or this currency. */
  'DISCOUNT_NOT_APPLICABLE',
  /** That payment provider is not configured here. */
  'PROVIDER_UNAVAILABLE',
  /** The payment provider did not answer or refused; nothing was charged. */
  'PROVIDER_ERROR',
  'ORDER_NOT_FOUND',
  /** The order has no invoice (yet): it is not paid. */
  'INVOICE_NOT_FOUND',
  /** The order has no renewing subscription left to cancel. */
  'SUBSCRIPTION_NOT_CANCELLABLE',
  /** Only a paid order can be refunded. */
  'ORDER_NOT_REFUNDABLE',
  /** A webhook without a valid signature (or one too old). */
  'WEBHOOK_SIGNATURE_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Body of every error answer. `code` is stable and translated by the client. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** Validation failures: field name -> messages. */
  fields?: Record<string, string[]>;
}
