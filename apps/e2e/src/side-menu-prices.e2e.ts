// Side menu rules of spec section 2 that follow the price lists: Buy VPN Box (hardware list, shipping
// exclusion, first item's stock) and coupons.
import { createUser, deactivateProductType, setBoxStock } from './db';
import { expect, settled, test } from './fixtures';
import { CUSTOMER, RESELLER } from './session';
import { escape, expandGroup, gotoWithPricing, item, openBuyBoxItem, showMenu, visibleKeys } from './side-menu-page';
import { text } from './texts';

// These change the catalogue every page prices from: this file gets a server of its own, and its
// tests run one after another.
test.use({ ownServer: true });
test.describe.configure({ mode: 'default' });

test.describe('side menu: Buy VPN Box and coupons follow the price lists', () => {
  test('Buy VPN Box in stock: a link that navigates to /dashboard/box/boxNew, without a ban icon', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
    await expect(buy).not.toHaveAttribute('aria-disabled', 'true');
    await expect(buy.getByTestId('menu-ban-icon')).toHaveCount(0);
    await buy.click();
    await expect(page).toHaveURL((u) => u.pathname === '/dashboard/box/boxNew');
  });

  test('first hardware item out of stock: ban icon, aria-disabled, and a click only gives an info toast', async ({
    shop,
  }) => {
    const restore = await setBoxStock(shop.server, (name) => (name === 'VPNBOX-ONE-MONTH-HW' ? 0 : 20));
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
      await expect(buy).toHaveAttribute('aria-disabled', 'true');
      await expect(buy.getByTestId('menu-ban-icon'), 'ban icon').toHaveCount(1);
      const box = await buy.boundingBox();
      if (!box) throw new Error('Buy VPN Box is laid out');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const toast = page.locator('.Toastify__toast--info').first();
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(new RegExp(escape(text('en', 'menu.boxOutOfStock').slice(0, 20))));
      // The click's consequences (the toast's chunk, any navigation) have played out by now.
      await settled(page);
      await expect(page, 'no navigation').toHaveURL((u) => u.pathname === '/dashboard');
    } finally {
      await restore();
    }
  });

  test('only the first hardware item counts: others out of stock keep Buy VPN Box enabled', async ({ shop }) => {
    const restore = await setBoxStock(shop.server, (name) => (name === 'VPNBOX-ONE-MONTH-HW' ? 20 : 0));
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      // The item is read after the page's price list has arrived and been rendered.
      const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
      await expect(buy).not.toHaveAttribute('aria-disabled', 'true');
      await expect(buy.getByTestId('menu-ban-icon')).toHaveCount(0);
    } finally {
      await restore();
    }
  });

  test('no Buy VPN Box when the hardware price list is empty', async ({ shop }) => {
    const restore = await deactivateProductType(shop.server, 'VPN_BOX_HW');
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      const body = await gotoWithPricing(page, shop.url('/dashboard/box/boxList'));
      expect(
        body.pricings.filter((p) => p.productType === 'VPN-BOX-HW'),
        'the API lists no hardware',
      ).toEqual([]);
      await showMenu(page);
      await expandGroup(page, 'vpn');
      await expect(item(page, 'boxList')).toBeVisible();
      await expect(item(page, 'boxNew'), 'no Buy VPN Box').toBeHidden();
    } finally {
      await restore();
    }
  });

  test('no Buy VPN Box where shipping is excluded (RU user, Russian)', async ({ shop }) => {
    const email = await createUser(shop.server, { country: 'RU', language: 'ru', name: 'Ivan', surname: 'Petrov' });
    const { page } = await shop.open({ signInAs: email, locale: 'ru-RU', storage: { policy: 'true', language: 'ru' } });
    const body = await gotoWithPricing(page, shop.url('/dashboard/box/boxList'));
    expect(body.country).toBe('RU');
    expect(
      body.exclusions.some((e) => e.productType === 'SHIP'),
      'RU excludes SHIP',
    ).toBe(true);
    await showMenu(page);
    await expandGroup(page, 'vpn');
    await expect(item(page, 'boxList')).toBeVisible();
    await expect(item(page, 'passList')).toBeVisible();
    await expect(item(page, 'boxNew'), 'no Buy VPN Box').toBeHidden();
  });

  test('coupons: hidden for a customer when the coupon price list is empty, still shown for a reseller', async ({
    shop,
  }) => {
    const restore = await deactivateProductType(shop.server, 'COUPON');
    try {
      const customer = await shop.open({ signInAs: CUSTOMER });
      const body = await gotoWithPricing(customer.page, shop.url('/dashboard'));
      expect(
        body.pricings.filter((p) => p.productType === 'COUPON'),
        'the API lists no coupons',
      ).toEqual([]);
      const customerKeys = await visibleKeys(customer.page);
      expect(customerKeys).toContain('orders');
      expect(customerKeys, `customer items: ${customerKeys.join(', ')}`).not.toContain('coupons');
      await shop.close(customer);

      const reseller = await shop.open({ signInAs: RESELLER });
      await gotoWithPricing(reseller.page, shop.url('/dashboard'));
      const resellerKeys = await visibleKeys(reseller.page);
      expect(resellerKeys, `reseller items: ${resellerKeys.join(', ')}`).toContain('coupons');
      await shop.close(reseller);
    } finally {
      await restore();
    }
  });
});
