import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Shop } from './fixtures';

// The axe-core pass's page steps (a11y.e2e.ts, admin-walk.e2e.ts).

const BLOCKING = new Set(['serious', 'critical']);

/** Serious and critical violations of axe's default rules (WCAG 2.x A and AA, best practices), one line each. */
export async function violations(page: Page, shop: Shop, label: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself, not in a further page per analysis (4 times faster);
  // what it leaves out is cross-origin frames, which are third parties' (a real captcha provider's)
  // and not ours to fix anyway. The test server has none.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .exclude(`iframe[src^="http"]:not([src^="${shop.baseUrl}"])`)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) => `${label}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
}
