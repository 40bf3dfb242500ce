import { escapeHtml } from '../../mail/templates/escape-html';

export interface SandboxPageData {
  sessionId: string;
  purchaseId: string;
  amountCents: number;
  currency: string;
  status: string;
  description: string;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(cents / 100);
}

/**
 * The sandbox provider's hosted payment page: the order and three buttons, posted back as a
 * plain form (no script), like a provider's page a shopper is sent to.
 */
export function sandboxPage(data: SandboxPageData): string {
  const open = data.status === 'open';
  const buttons = open
    ? `<form method="post" action="/api/Payment/Sandbox/Checkout">
<input type="hidden" name="session" value="${escapeHtml(data.sessionId)}">
<button name="decision" value="pay" class="pay">Pay ${escapeHtml(money(data.amountCents, data.currency))}</button>
<button name="decision" value="decline" class="decline">Decline</button>
<button name="decision" value="cancel" class="cancel">Cancel</button>
</form>`
    : `<p class="done">This payment is ${escapeHtml(data.status)}.</p>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
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
</style>
</head>
<body>
<main>
<p class="badge">Test payment (sandbox): no money is charged</p>
<h1>Pay your order</h1>
<dl>
<dt>Order</dt><dd>${escapeHtml(data.purchaseId)}</dd>
<dt>For</dt><dd>${escapeHtml(data.description)}</dd>
<dt>Amount</dt><dd><strong>${escapeHtml(money(data.amountCents, data.currency))}</strong></dd>
</dl>
${buttons}
</main>
</body>
</html>`;
}
