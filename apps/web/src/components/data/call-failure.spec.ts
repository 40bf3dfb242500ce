import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { describeApiError, type ErrorTextOf } from './call-failure';

const t = i18next.getFixedT('en', 'common');
const answer = (status: number, code: string, extra: object = {}) =>
  new ApiError(status, { statusCode: status, code: code as never, message: code, ...extra });

describe('describeApiError', () => {
  it('prefers the screen text for a code', () => {
    const textOf: ErrorTextOf = (code) => (code === 'TRIAL_USED' ? 'Trial already used.' : undefined);
    expect(describeApiError(answer(409, 'TRIAL_USED'), textOf, t)).toEqual({
      message: 'Trial already used.',
      code: 'TRIAL_USED',
      fields: [],
    });
  });

  it('says how long to wait after a 429 with Retry-After, as a person would', async () => {
    await i18next.loadLanguages('de');
    const error = new ApiError(
      429,
      { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' },
      { retryAfter: 42 },
    );
    expect(describeApiError(error, undefined, t, 'en').message).toBe(
      'Too many attempts. Please try again in 42 seconds.',
    );
    const longer = new ApiError(
      429,
      { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' },
      { retryAfter: 557 },
    );
    expect(describeApiError(longer, undefined, t, 'en').message).toBe(
      'Too many attempts. Please try again in 10 minutes.',
    );
    const hour = new ApiError(
      429,
      { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'slow down' },
      { retryAfter: 3592 },
    );
    expect(
      describeApiError(hour, undefined, t, 'en').message,
      'the generic text says hours as the account screens do',
    ).toBe('Too many attempts. Please try again in about an hour.');
    expect(describeApiError(longer, undefined, i18next.getFixedT('de', 'common'), 'de').message).toBe(
      'Zu viele Versuche. Bitte versuche es in 10 Minuten erneut.',
    );
    expect(describeApiError(answer(429, 'TOO_MANY_REQUESTS'), undefined, t).message).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('lists the fields of a validation failure (last segment of nested names)', () => {
    const outcome = describeApiError(
      answer(400, 'VALIDATION_FAILED', { fields: { url: ['bad'], 'items.0.name': ['bad'] } }),
      undefined,
      t,
    );
    expect(outcome).toEqual({
      message: 'Some of the values are not valid. Check them and try again.',
      code: 'VALIDATION_FAILED',
      fields: ['url', 'name'],
    });
  });

  it('has generic texts for network failures, server trouble and the unknown', () => {
    expect(describeApiError(new ApiError(undefined, undefined), undefined, t)).toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'The server cannot be reached. Check your connection and try again.',
    });
    expect(describeApiError(answer(503, 'SERVICE_UNAVAILABLE'), undefined, t).message).toBe(
      'The server has a problem. Please try again later.',
    );
    expect(describeApiError(answer(404, 'NOT_FOUND'), undefined, t).message).toBe(
      'Something went wrong. Please try again.',
    );
    expect(describeApiError(new Error('boom'), undefined, t)).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'Something went wrong. Please try again.',
    });
  });
});
