import { HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@shop/contracts';

/**
 * A rule of the shop was broken. `code` is the stable string the client translates (one of
 * ERROR_CODES in libs/contracts); `status` is the HTTP status the spec's error catalogue gives.
 */
export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}
