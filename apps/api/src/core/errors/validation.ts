import { HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainException } from './domain.exception';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/** Every body and query is a DTO class: unknown fields are refused, values converted to their types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Some fields are not valid.', collect(errors)),
  });
}
