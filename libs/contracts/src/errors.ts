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
  /** Ending a session that is not one of the caller's live sessions. */
  'SESSION_NOT_FOUND',
  'CAPTCHA_FAILED',
  'TFA_PIN_INVALID',
  'TFA_CHALLENGE_INVALID',
  'TFA_NOT_ENABLED',
  'TFA_KEY_MISSING',
  'TFA_VERIFICATION_REQUIRED',
  'USER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'ADDRESS_LIMIT_REACHED',
  /** Deleting the account while one of its payments may still complete (a payment page open, a bank transfer on its way). */
  'PAYMENT_IN_PROGRESS',
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
  /** Another order for this device's licence is being paid (pending or processing): finish or wait for it. */
  'LICENCE_PAYMENT_PENDING',
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
  // ----- back office: VPN boxes and locations
  /** A box import names serials listed twice or registered already (fields: listedTwice, registered); nothing was imported. */
  'BOX_SERIAL_DUPLICATE',
  /** No VPN location has this id. */
  'VPN_LOCATION_NOT_FOUND',
  /** Another VPN location has this code. */
  'VPN_LOCATION_CODE_TAKEN',
  /** The peer subnet overlaps another location's (fields.subnet: its code). */
  'VPN_LOCATION_SUBNET_OVERLAP',
  /** The location has peers: their addresses are in its subnet, which therefore stays. */
  'VPN_LOCATION_SUBNET_IN_USE',
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
  /** A renewal names a pass or box and is bought with one VPN pass product (a duration). */
  'RENEWAL_NOT_POSSIBLE',
  /** Automatic renewal is for one pass or box of at most 12 months, with a provider that renews, not renewing already. */
  'AUTO_RENEW_NOT_POSSIBLE',
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
  // ----- back office: discount codes
  /** No discount code has this id. */
  'DISCOUNT_CODE_NOT_FOUND',
  /** Another discount code has this code (codes are compared upper case). */
  'DISCOUNT_CODE_TAKEN',
  /** That payment provider is not configured here. */
  'PROVIDER_UNAVAILABLE',
  /** The payment provider did not answer or refused; nothing was charged. */
  'PROVIDER_ERROR',
  'ORDER_NOT_FOUND',
  /** The order has no invoice (yet): it is not paid. */
  'INVOICE_NOT_FOUND',
  /** The order has no credit note of that number. */
  'CREDIT_NOTE_NOT_FOUND',
  /** The order has no renewing subscription left to cancel. */
  'SUBSCRIPTION_NOT_CANCELLABLE',
  /** Nothing to resume: the renewal was not cancelled, or its period has ended. */
  'SUBSCRIPTION_NOT_RESUMABLE',
  /** Only a paid order can be refunded. */
  'ORDER_NOT_REFUNDABLE',
  /** A webhook without a valid signature (or one too old). */
  'WEBHOOK_SIGNATURE_INVALID',
  // ----- help desk
  /** No such ticket, or another customer's. */
  'TICKET_NOT_FOUND',
  /** Only a closed ticket can be rated. */
  'TICKET_NOT_CLOSED',
  /** A rating can be changed for 7 days after it was given. */
  'TICKET_RATING_LOCKED',
  /** No such attachment, or one the caller may not see (another customer's, an internal note's). */
  'ATTACHMENT_NOT_FOUND',
  /** An attachment whose bytes are not PNG, JPEG, WebP or PDF (whatever its name says). */
  'ATTACHMENT_TYPE',
  /** An attachment over 5 MB. */
  'ATTACHMENT_TOO_LARGE',
  /** More than 3 attachments on one message. */
  'TOO_MANY_ATTACHMENTS',
  /** A ticket is assigned to a support agent or an admin only. */
  'ASSIGNEE_NOT_STAFF',
  /** No such canned reply. */
  'CANNED_REPLY_NOT_FOUND',
  // ----- back office: shipments
  /** No such shipment. */
  'SHIPMENT_NOT_FOUND',
  /** Marking shipped a shipment that is no longer waiting (already shipped, or cancelled by a refund). */
  'SHIPMENT_NOT_PENDING',
  /** Marking delivered a shipment that is not on its way. */
  'SHIPMENT_NOT_SHIPPED',
  /** Marking returned a shipment that was never sent (or is returned already). */
  'SHIPMENT_NOT_SENT',
  // ----- back office: notices and accounts
  /** No such news entry. */
  'NEWS_NOT_FOUND',
  /** Another news entry has this slug. */
  'NEWS_SLUG_TAKEN',
  /** The account was locked by an admin: no login, no token refresh. */
  'ACCOUNT_LOCKED',
  /** An admin may not lock their own account nor remove their own ADMIN role. */
  'SELF_LOCKOUT',
  /** The account is confirmed already: there is no confirmation mail to send again. */
  'ACCOUNT_ALREADY_CONFIRMED',
  /** The last active admin account may not be deleted: the shop would have no way into its back office. */
  'LAST_ADMIN',
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
