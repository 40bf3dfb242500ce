import { ArgumentMetadata, HttpException, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainException } from './domain.exception';

function collect(
  errors: ValidationError[],
  prefix = '',
  into: Record<string, string[]> = {},
): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * Mapping and validating run third-party code on whatever the client sent, and some of it throws
 * on input it does not expect (validator's isEmail calls encodeURI, which throws URIError on a
 * lone surrogate; class-transformer recurses once per nesting level). The input is at fault, so
 * such a throw is a 400 like any other refusal, not a 500.
 */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof DomainException || error instanceof HttpException) throw error;
      throw new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Some fields are not valid.');
    }
  }
}

/** Every body and query is a DTO class: unknown fields are refused, values converted to their types. */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) =>
      new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Some fields are not valid.', collect(errors)),
  });
}
