import { describe, expect, it } from 'vitest';
import { paymentResult } from './result-path';

describe('/payment/$result', () => {
  it('reads the path segment as success, cancel or pending only', () => {
    expect(paymentResult('success')).toBe('success');
    expect(paymentResult('cancel')).toBe('cancel');
    expect(paymentResult('pending')).toBe('pending');
    expect(paymentResult('paid')).toBe('pending');
  });
});
