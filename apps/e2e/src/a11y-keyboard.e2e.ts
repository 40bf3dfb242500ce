// Accessibility details of issue 12 beyond the axe pass (a11y.e2e.ts): controls named by the text
// they show (WCAG 2.5.3), the narrow screen's menu drawer driven by keyboard and pointer (focus in,
// Tab kept inside, Escape out, focus back on the toggle), and the /loginTfa pin field focused on
// arrival.
import type { Locator } from '@playwright/test';
import { MOBILE, expect, heading, settled, test } from './fixtures';
import { CUSTOMER } from './session';
import { aside } from './side-menu-page';
import { SHELL_LANGUAGES, text } from './texts';

/** The text an element shows on screen: its text nodes that take up room (not visually hidden ones). */
const shownText = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let shown = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) > 1) shown += node.textContent ?? '';
    }
    return shown.trim();
  });

test.describe('a11y: names match what is shown', () => {
  test('the language picker is named by its visible code, its options by the language alone; the menu logo by the name it shows', async ({
    shop,
  }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await settled(page);

    const picker = page.getByTestId('language-picker');
    await expect(picker).toHaveAccessibleName(`EN, ${text('en', 'nav.language')}: ${text('en', 'languages.en')}`);
    // What a sighted user sees on it starts its name (speech input: "click EN").
    expect(await shownText(picker)).toBe('EN');
    await picker.click();
    const menu = page.getByTestId('language-menu');
    await expect(menu).toBeVisible();
    for (const code of SHELL_LANGUAGES) {
      const option = menu.getByTestId(`language-option-${code}`);
      await expect(option, `option ${code} named once by its language`).toHaveAccessibleName(
        text('en', `languages.${code}`),
      );
      await expect(option.locator('img'), `the flag of ${code} is decorative`).toHaveAttribute('alt', '');
    }
    await expect(menu.getByRole('img'), 'no flag is announced').toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(picker).toBeFocused();

    // The docked menu's logo: named by the shop's name it shows, also collapsed to its initial.
    const logo = aside(page).getByRole('link', { name: text('en', 'app.name'), exact: true });
    await expect(logo).toBeVisible();
    expect(await shownText(logo)).toBe(text('en', 'app.name'));
    await page.getByTestId('side-menu-collapse').click();
    await expect(aside(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(logo).toHaveAccessibleName(text('en', 'app.name'));
    expect(await shownText(logo), 'the collapsed logo shows the initial').toBe(text('en', 'app.name').charAt(0));
  });
});

test.describe('a11y: the menu drawer on narrow screens', () => {
  // Right to left the drawer comes from the other side: its backdrop is then on the left.
  for (const language of ['en', 'sa'] as const) {
    test(`${language}: focus moves into the drawer (Enter or click), Tab stays inside, Escape, the close button and the backdrop close it and focus returns to the toggle`, async ({
      shop,
    }) => {
      const { page } = await shop.open({ viewport: MOBILE, storage: { language } });
      await page.goto(shop.url('/'));
      await heading(page);
      await settled(page);
      const toggle = page.getByTestId('menu-toggle');
      const drawer = aside(page);
      const focusInDrawer = drawer.locator(':focus');

      // Keyboard: Enter on the toggle opens the drawer with the focus in it.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(drawer).toHaveAttribute('data-open', 'true');
      await expect(focusInDrawer, 'focus moved into the drawer').toHaveCount(1);
      // Tab and Shift+Tab go round the drawer's controls without leaving it.
      const stops = await drawer.locator('a[href], button:not([disabled])').count();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i <= stops; i++) {
          await page.keyboard.press(key);
          await expect(focusInDrawer, `focus still in the drawer after ${key} ×${i + 1}`).toHaveCount(1);
        }
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveAttribute('data-open', 'false');
      await expect(toggle, 'focus back on the toggle after Escape').toBeFocused();

      // Pointer: a click opens it with the focus in it too; its close button returns the focus.
      await toggle.click();
      await expect(drawer).toHaveAttribute('data-open', 'true');
      await expect(focusInDrawer, 'focus moved into the drawer after a click').toHaveCount(1);
      await drawer.getByRole('button', { name: text(language, 'menu.close') }).click();
      await expect(drawer).toHaveAttribute('data-open', 'false');
      await expect(toggle, 'focus back on the toggle after the close button').toBeFocused();

      // A click on the page beside the drawer (its backdrop) closes it as well.
      await toggle.click();
      await expect(focusInDrawer).toHaveCount(1);
      await page.mouse.click(language === 'sa' ? 10 : MOBILE.width - 10, MOBILE.height / 2);
      await expect(drawer).toHaveAttribute('data-open', 'false');
      await expect(toggle, 'focus back on the toggle after the backdrop').toBeFocused();
    });
  }
});

test.describe('a11y: second login step', () => {
  test('/loginTfa arrives with the focus in the pin field, after the password step and after a reload', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    // The password step answers as for an account with two-factor login (spec 4).
    await page.route('**/api/User/Login', (route) =>
      route.fulfill({ json: { tfa: true, email: 'tfa-user@example.com', tfaChallenge: 'challenge-of-the-test' } }),
    );
    await page.goto(shop.url('/login'));
    await heading(page);
    const pinLabel = /pin|code/i;
    await page.locator('input[type="email"]').fill('tfa-user@example.com');
    await page.locator('input[type="password"]').fill('any password at all');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/loginTfa');
    const pin = page.locator('input[autocomplete="one-time-code"]');
    await expect(pin).toBeFocused();
    await expect(pin).toHaveAccessibleName(pinLabel);
    await page.reload();
    await heading(page);
    await expect(pin, 'focused again after a reload of the step').toBeFocused();
  });
});
