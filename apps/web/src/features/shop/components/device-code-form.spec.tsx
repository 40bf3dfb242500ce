import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShopPage } from '../testing/render-shop-page';

async function submitCode(code: string) {
  const input = await screen.findByLabelText('Device code');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return input;
}

describe('device code form', () => {
  it.each(['ABC12', 'ABC1234', 'AB$123', ''])(
    'rejects %j with a translated error and keeps the visitor on the page',
    async (code) => {
      const { router } = renderShopPage('/player/otp');
      const input = await submitCode(code);
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Please enter exactly 6 letters or digits, as shown on your device.',
      );
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(input);
      expect(router.state.location.pathname).toBe('/player/otp');
    },
  );

  it('opens the device page with the code upper-cased', async () => {
    const { router } = renderShopPage('/player/otp');
    await submitCode(' ab3-x9z ');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/manage-your-app/AB3X9Z'));
    expect((await screen.findByTestId('device-code')).textContent).toBe('AB3X9Z');
  });

  it('is the same form on the manage-your-app page', async () => {
    const { router } = renderShopPage('/player/manage-your-app');
    await submitCode('qwe234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/manage-your-app/QWE234'));
  });

  it('leads to licence activation from the licence page', async () => {
    const { router } = renderShopPage('/player/active-licence');
    await submitCode('zx82ab');
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/active-licence/ZX82AB'));
  });

  it('explains an impossible code in the address and offers the form again', async () => {
    renderShopPage('/player/manage-your-app/abc');
    expect(await screen.findByTestId('device-code-invalid')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('“abc” is not a valid device code.');
    expect(screen.getByLabelText('Device code')).toBeTruthy();
  });

  it('shows a lower-case code from the address upper-cased', async () => {
    renderShopPage('/player/active-licence/abc234');
    expect((await screen.findByTestId('device-code')).textContent).toBe('ABC234');
  });

  it('says which characters a device never shows when the code has one', async () => {
    const { router } = renderShopPage('/player/otp');
    const input = await submitCode('K0MX3Q');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Device codes never contain 0, O, 1, I or L. Please check the code on your device's screen.",
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/player/otp');
  });
});
