import { ArgumentMetadata } from '@nestjs/common';
import { UnsubscribeDto } from '../../newsletter/unsubscribe.dto';
import { DomainException } from './domain.exception';
import { createValidationPipe } from './validation';

describe('createValidationPipe', () => {
  const sut = createValidationPipe();
  const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });

  it('answers field errors as 400 VALIDATION_FAILED', async () => {
    await expect(sut.transform({ email: 'nope' }, body(UnsubscribeDto))).rejects.toEqual(
      expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED', fields: { email: expect.any(Array) } }),
    );
  });

  // validator's isEmail runs encodeURI, which throws URIError on a lone surrogate.
  it('turns an exception thrown inside a validator into 400 VALIDATION_FAILED', async () => {
    const error = await sut
      .transform({ email: 'anna\ud800@example.com' }, body(UnsubscribeDto))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toEqual(expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }));
  });

  // class-transformer recurses per level: deep enough nesting overflows the stack.
  it('turns an exception thrown while mapping the body into 400 VALIDATION_FAILED', async () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}${']'.repeat(20_000)}`) as unknown;
    const error = await sut.transform({ email: deep }, body(UnsubscribeDto)).catch((e: unknown) => e);
    expect(error).toEqual(expect.objectContaining({ status: 400, code: 'VALIDATION_FAILED' }));
  });

  it('passes a valid body through as an instance of its class', async () => {
    await expect(sut.transform({ email: ' anna@example.com ' }, body(UnsubscribeDto))).resolves.toEqual(
      Object.assign(new UnsubscribeDto(), { email: 'anna@example.com' }),
    );
  });
});
