import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  InternalServerErrorException,
  NotFoundException,
} from '@nestjs/common';
import { DomainException } from './domain.exception';
import { retryAfterSeconds, toErrorBody } from './global-exception.filter';

describe('toErrorBody', () => {
  it('keeps the code and fields of a domain exception', () => {
    const sut = toErrorBody(new DomainException(409, 'USER_EXISTS', 'Taken.', { email: ['taken'] }));
    expect(sut).toEqual({ statusCode: 409, code: 'USER_EXISTS', message: 'Taken.', fields: { email: ['taken'] } });
  });

  it('derives a code from the status of Nest exceptions', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Cannot GET /x',
    });
    expect(toErrorBody(new ForbiddenException()).code).toBe('FORBIDDEN');
    expect(toErrorBody(new BadRequestException()).code).toBe('BAD_REQUEST');
    expect(toErrorBody(new HttpException('slow down', 429))).toEqual(
      expect.objectContaining({ statusCode: 429, code: 'TOO_MANY_REQUESTS' }),
    );
  });

  it('answers Prisma unique and missing-row errors as 409 and 404', () => {
    const prismaError = (code: string) =>
      Object.assign(new Error('secret SQL details'), { name: 'PrismaClientKnownRequestError', code });
    expect(toErrorBody(prismaError('P2002'))).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This already exists.',
    });
    expect(toErrorBody(prismaError('P2025')).statusCode).toBe(404);
  });

  it('never lets internals out of a server error', () => {
    for (const error of [
      new Error('connect ECONNREFUSED 10.0.0.1:5432'),
      new InternalServerErrorException('stack here'),
      'a string',
    ]) {
      expect(toErrorBody(error)).toEqual({
        statusCode: 500,
        code: 'INTERNAL_ERROR',
        message: 'Something went wrong on our side.',
      });
    }
  });

  it('answers 503 SERVICE_UNAVAILABLE, with a wait, when the database cannot be reached or is busy', () => {
    const unavailable = {
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable; please try again in a moment.',
    };
    const shutDown = Object.assign(new Error('Raw query failed. Code: `57P01`. secret SQL'), {
      name: 'PrismaClientKnownRequestError',
      code: 'P2010',
      meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'postgres', originalCode: '57P01' } } },
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const notReached = Object.assign(new Error("Can't reach database server"), {
      name: 'PrismaClientKnownRequestError',
      code: 'P1001',
    });
    const lockWait = Object.assign(new Error('lock timeout'), { code: 'P2010', meta: { code: '55P03' } });
    for (const error of [shutDown, refused, notReached, new Error('Connection terminated unexpectedly'), lockWait]) {
      expect(toErrorBody(error)).toEqual(unavailable);
      expect(retryAfterSeconds(toErrorBody(error).statusCode, error)).toBe(2);
    }
  });

  it('maps body-parser errors by their status', () => {
    expect(toErrorBody(Object.assign(new Error('too large'), { status: 413 }))).toEqual(
      expect.objectContaining({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' }),
    );
    expect(toErrorBody(Object.assign(new SyntaxError('Unexpected end'), { status: 400 })).code).toBe('BAD_REQUEST');
  });
});

describe('retryAfterSeconds', () => {
  it("names a wait for 429 and 503 only: the limit's or the error's own, else a minute and 2 seconds", () => {
    expect(retryAfterSeconds(429, Object.assign(new Error('limit'), { retryAfterSeconds: 17 }))).toBe(17);
    expect(retryAfterSeconds(429, new Error('limit'))).toBe(60);
    expect(retryAfterSeconds(503, new DomainException(503, 'SERVICE_UNAVAILABLE', 'Busy.'))).toBe(2);
    expect(retryAfterSeconds(503, Object.assign(new Error('down'), { retryAfterSeconds: 5 }))).toBe(5);
    expect(retryAfterSeconds(500, new Error('bug'))).toBeUndefined();
    expect(retryAfterSeconds(409, null)).toBeUndefined();
  });
});
