import { HttpStatus } from '@nestjs/common';

/**
 * A rule of the shop was broken. `code` is the stable string the client translates;
 * `status` is the HTTP status the spec's error catalogue gives for it.
 */
export class DomainException extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}
