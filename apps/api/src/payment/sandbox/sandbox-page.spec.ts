import { returnResultOf, sandboxPage, type SandboxPageData } from './sandbox-page';

const RETURN_URL = 'http://shop.test/payment/success?purchaseId=P-dRgx7h1HqLFK8LIn6EBKfg';

function pageOf(change: Partial<SandboxPageData> = {}): string {
  return sandboxPage({
    sessionId: '3f0c8a52-8d4e-4f61-9b2a-6c1d7e9f0a13',
    purchaseId: 'P-dRgx7h1HqLFK8LIn6EBKfg',
    amountCents: 499,
    currency: 'EUR',
    status: 'open',
    description: 'VPN-ONE-MONTH',
    returnUrl: RETURN_URL,
    ...change,
  });
}

/** The page's text between two tags, e.g. its <h1>. */
const inTag = (html: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(html)?.[1];
const sentence = (html: string) => /<p class="done">([^<]*)<\/p>/.exec(html)?.[1];
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

describe('sandboxPage', () => {
  it('an open payment: "Pay your order", the order and its four buttons, no way back yet', () => {
    const sut = pageOf();
    expect(inTag(sut, 'h1')).toBe('Pay your order');
    expect(inTag(sut, 'title')).toBe('Pay your order – Sandbox payment');
    expect(sut).toContain('<dt>Order</dt><dd>P-dRgx7h1HqLFK8LIn6EBKfg</dd>');
    expect(sut).toContain('<dt>For</dt><dd>VPN-ONE-MONTH</dd>');
    expect(buttons(sut)).toEqual(['Pay €4.99', 'Pay by bank transfer (settles later)', 'Decline', 'Cancel']);
    expect(sentence(sut)).toBeUndefined();
    expect(sut).not.toContain('Back to the shop');
  });

  it('a processing bank transfer: its own title, its two outcomes and the way back to the shop', () => {
    const sut = pageOf({ status: 'processing' });
    expect(inTag(sut, 'h1')).toBe('Payment being processed');
    expect(sentence(sut)).toBe('This bank transfer is being processed.');
    expect(buttons(sut)).toEqual(['The transfer arrives', 'The transfer fails']);
    expect(sut).toContain(`<a href="${RETURN_URL}">Back to the shop</a>`);
  });

  it.each([
    ['paid', 'Payment settled', 'This payment is paid.'],
    ['failed', 'Payment failed', 'This payment failed.'],
    ['cancelled', 'Payment cancelled', 'This payment was cancelled.'],
    ['refunded', 'Payment refunded', 'This payment was refunded.'],
  ])('a %s payment: "%s", "%s", no buttons, and the way back to the shop', (status, title, text) => {
    const sut = pageOf({ status });
    expect(inTag(sut, 'h1')).toBe(title);
    expect(inTag(sut, 'title')).toBe(`${title} – Sandbox payment`);
    expect(sentence(sut)).toBe(text);
    expect(buttons(sut)).toEqual([]);
    expect(sut).not.toContain('<form');
    expect(sut).toContain(`<a href="${RETURN_URL}">Back to the shop</a>`);
  });

  it('a paid payment partly refunded says how much came back', () => {
    expect(sentence(pageOf({ status: 'paid', refundedCents: 150 }))).toBe(
      'This payment is paid; €1.50 of it was refunded.',
    );
  });

  it('names a state it has no words for (even one named like an object property)', () => {
    const sut = pageOf({ status: 'disputed' });
    expect(inTag(sut, 'h1')).toBe('Payment status');
    expect(sentence(sut)).toBe('This payment is in the state “disputed”.');
    expect(pageOf({ status: 'constructor' })).toContain('This payment is in the state “constructor”.');
  });

  it('escapes everything it writes: the order, the product, the state and the return address', () => {
    const sut = pageOf({
      status: '<b>"x"</b>',
      purchaseId: 'P-<script>',
      description: `2 x <img src=x onerror="alert('1')">`,
      returnUrl: 'http://shop.test/payment/cancel?purchaseId=a"><script>&x=1',
      sessionId: '"><script>',
    });
    expect(sut).not.toMatch(/<(script|img|b)\b/);
    expect(sut).toContain('P-&lt;script&gt;');
    expect(sut).toContain('2 x &lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;');
    expect(sut).toContain('the state “&lt;b&gt;&quot;x&quot;&lt;/b&gt;”');
    expect(sut).toContain('href="http://shop.test/payment/cancel?purchaseId=a&quot;&gt;&lt;script&gt;&amp;x=1"');
  });

  it('without a return address there is no link back', () => {
    expect(pageOf({ status: 'paid', returnUrl: undefined })).not.toContain('Back to the shop');
  });
});

describe('returnResultOf', () => {
  it('an open payment links nowhere: its Cancel button is the way back', () => {
    expect(returnResultOf('open')).toBeNull();
  });

  it.each([
    ['processing', 'success'],
    ['paid', 'success'],
    ['refunded', 'success'],
    ['failed', 'pending'],
    ['cancelled', 'cancel'],
  ])('a %s payment links back to the %s result page', (status, result) => {
    expect(returnResultOf(status)).toBe(result);
  });
});
