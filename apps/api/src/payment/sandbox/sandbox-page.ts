import { escapeHtml } from '../../mail/templates/escape-html';

export interface SandboxPageData {
  sessionId: string;
  purchaseId: string;
  amountCents: number;
  currency: string;
  /** The payment's state at the sandbox provider: open, processing, paid, failed, cancelled, refunded. */
  status: string;
  /** Paid back so far (a partial refund leaves the payment paid). */
  refundedCents?: number;
  description: string;
  /** The shop's result page of this order, linked once the payment is no longer open. */
  returnUrl?: string;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}

/** The page's heading and sentence for a payment that is no longer open. */
const SETTLED = new Map<string, { title: string; text: string }>(
  Object.entries({
    processing: { title: 'Payment being processed', text: 'This bank transfer is being processed.' },
    paid: { title: 'Payment settled', text: 'This payment is paid.' },
    failed: { title: 'Payment failed', text: 'This payment failed.' },
    cancelled: { title: 'Payment cancelled', text: 'This payment was cancelled.' },
    refunded: { title: 'Payment refunded', text: 'This payment was refunded.' },
  }),
);

/** What the page says of the payment (plain text, escaped where it is written): its heading and sentence. */
function stateOf(data: SandboxPageData): { title: string; text: string } {
  if (data.status === 'open') return { title: 'Pay your order', text: '' };
  const known = SETTLED.get(data.status);
  if (!known) return { title: 'Payment status', text: `This payment is in the state “${data.status}”.` };
  if (data.status === 'paid' && data.refundedCents) {
    return { ...known, text: `This payment is paid; ${money(data.refundedCents, data.currency)} of it was refunded.` };
  }
  return known;
}

/**
 * Which result page of the shop a payment no longer open links back to: the one its last button
 * sent the browser to (SandboxController). None while it is open: its Cancel button is the way back.
 */
export function returnResultOf(status: string): 'success' | 'pending' | 'cancel' | null {
  if (status === 'open') return null;
  if (status === 'cancelled') return 'cancel';
  return status === 'failed' ? 'pending' : 'success';
}

/**
 * The sandbox provider's hosted payment page: the order and its buttons, posted back as a plain
 * form (no script), like a provider's page a shopper is sent to. "Pay by bank transfer" leaves the
 * payment processing, as SEPA or ACH do for days; the page then settles or bounces it. Once the
 * payment is no longer open, the page says how it stands and links back to the shop's result page.
 */
export function sandboxPage(data: SandboxPageData): string {
  const form = (inner: string) => `<form method="post" action="/api/Payment/Sandbox/Checkout">
<input type="hidden" name="session" value="${escapeHtml(data.sessionId)}">
${inner}
</form>`;
  const state = stateOf(data);
  const title = escapeHtml(state.title);
  const done = `<p class="done">${escapeHtml(state.text)}</p>`;
  const back = data.returnUrl ? `<p class="back"><a href="${escapeHtml(data.returnUrl)}">Back to the shop</a></p>` : '';
  const body =
    data.status === 'open'
      ? form(`<button name="decision" value="pay" class="pay">Pay ${escapeHtml(money(data.amountCents, data.currency))}</button>
<button name="decision" value="pay-slowly" class="slow">Pay by bank transfer (settles later)</button>
<button name="decision" value="decline" class="decline">Decline</button>
<button name="decision" value="cancel" class="cancel">Cancel</button>`)
      : data.status === 'processing'
        ? `${done}
${form(`<button name="decision" value="settle" class="pay">The transfer arrives</button>
<button name="decision" value="bounce" class="decline">The transfer fails</button>`)}
${back}`
        : `${done}
${back}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} – Sandbox payment</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1f2a44; }
main { max-width: 28rem; margin: 2rem auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
.badge { display: inline-block; background: #fff3cd; color: #5c4400; border-radius: 6px; padding: .2rem .5rem; font-size: .85rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .3rem 1rem; }
dt { font-weight: 600; } dd { margin: 0; word-break: break-all; }
form { display: grid; gap: .6rem; margin-top: 1.2rem; }
button { font: inherit; padding: .75rem; border-radius: 8px; border: 1px solid #1f2a44; cursor: pointer; background: #fff; color: #1f2a44; }
button.pay { background: #1d5bd8; border-color: #1d5bd8; color: #fff; font-weight: 600; }
.back { margin-top: 1.2rem; }
.back a { color: #1d5bd8; font-weight: 600; }
</style>
</head>
<body>
<main>
<p class="badge">Test payment (sandbox): no money is charged</p>
<h1>${title}</h1>
<dl>
<dt>Order</dt><dd>${escapeHtml(data.purchaseId)}</dd>
<dt>For</dt><dd>${escapeHtml(data.description)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(money(data.amountCents, data.currency))}</strong></dd>
</dl>
${body}
</main>
</body>
</html>`;
}
