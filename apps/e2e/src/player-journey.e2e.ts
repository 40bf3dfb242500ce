// The player and VPN journey of issue 10 in the browser against the real API: a device registers
// the way the player app does (POST /api/Player/DeviceInfo), its owner pairs it on the web with the
// code it shows, adds a playlist, starts the free trial, and downloads a WireGuard config of a VPN
// pass; the app then sees the playlist and the trial.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { CUSTOMER } from './session';

interface DeviceInfoAnswer {
  deviceSecret?: string;
  otp: string;
  licence: { source: string; active: boolean } | null;
  playlists: { name: string; url: string }[];
}

test('a device registers, is paired by its code, gets a playlist and the trial; a pass config downloads', async ({
  shop,
}) => {
  const deviceId = `e2e-${randomUUID()}`;
  const deviceInfo = async (secret?: string): Promise<DeviceInfoAnswer> => {
    const response = await fetch(shop.url('/api/Player/DeviceInfo'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(secret ? { 'x-device-secret': secret } : {}) },
      // The model names the device on the web until its owner gives it a name.
      body: JSON.stringify({ deviceId, platform: 'android', model: 'E2E TV', appVersion: '1.0.0' }),
    });
    expect(response.status, 'DeviceInfo').toBe(200);
    return (await response.json()) as DeviceInfoAnswer;
  };
  const registered = await deviceInfo();
  expect(registered.deviceSecret).toBeTruthy();

  const { page, errors } = await shop.open({ signInAs: CUSTOMER, acceptDownloads: true });
  await page.goto(shop.url('/dashboard/player/devices'));

  // Pair it with the code its screen shows (typed in lower case, as people do).
  await page.getByLabel('Device code').fill(registered.otp.toLowerCase());
  await page.getByRole('button', { name: 'Add device' }).click();
  await expect(page.getByText('The device is now in your account.')).toBeVisible();

  const device = page.getByTestId('device-item').filter({ hasText: 'E2E TV' });
  await expect(device).toHaveCount(1);
  const toggle = device.getByRole('heading').getByRole('button');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = device.getByRole('region', { name: /E2E TV/ });
  await expect(panel).toBeVisible();

  // A playlist.
  await panel.getByRole('tab', { name: /Playlists/ }).click();
  await panel.getByRole('button', { name: 'Add a playlist' }).click();
  await panel.getByLabel('Name', { exact: true }).fill('Evening news');
  await panel.getByLabel('Playlist address').fill('https://lists.example.com/evening.m3u8');
  await panel.getByRole('button', { name: 'Add playlist' }).click();
  await expect(page.getByText('Playlist “Evening news” added.')).toBeVisible();

  // The free trial, after its confirmation.
  await panel.getByRole('tab', { name: /Licence/ }).click();
  await panel.getByRole('button', { name: 'Start the free 7-day trial' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start trial' }).click();
  await expect(page.getByText('Your free 7-day trial has started.')).toBeVisible();

  // What the app sees at its next call.
  const seen = await deviceInfo(registered.deviceSecret);
  expect(seen.playlists).toEqual([
    expect.objectContaining({ name: 'Evening news', url: 'https://lists.example.com/evening.m3u8' }),
  ]);
  expect(seen.licence).toMatchObject({ source: 'free-trial', active: true });

  // A config of the customer's VPN pass.
  await page.goto(shop.url('/dashboard/pass/passList'));
  const milan = page
    .getByRole('list', { name: 'Locations of this pass' })
    .first()
    .getByRole('listitem')
    .filter({ hasText: 'Milan, Italy' });
  const download = page.waitForEvent('download');
  await milan.getByRole('button', { name: 'Download config' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('nova-mil.conf');
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toMatch(/^\[Interface\]\nPrivateKey = [A-Za-z0-9+/]{43}=\n/);
  expect(text).toContain('Endpoint = vpn-mil.nova.example:51820');

  expect(errors).toEqual([]);
});
