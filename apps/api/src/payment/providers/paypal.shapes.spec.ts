import { fromPayPalValue, toPayPalValue } from './paypal.shapes';

describe('PayPal amounts', () => {
  it('writes and reads amounts as PayPal does, without floating point', () => {
    expect([
      toPayPalValue(1999, 'EUR'),
      toPayPalValue(5, 'GBP'),
      toPayPalValue(100000, 'RUB'),
      toPayPalValue(500, 'JPY'),
    ]).toEqual(['19.99', '0.05', '1000.00', '500']);
    expect([
      fromPayPalValue('19.99', 'EUR'),
      fromPayPalValue('19.9', 'USD'),
      fromPayPalValue('7', 'EUR'),
      fromPayPalValue('500', 'JPY'),
      fromPayPalValue('1,00', 'EUR'),
    ]).toEqual([1999, 1990, 700, 500, null]);
  });
});
