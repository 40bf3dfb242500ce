import type { BoxPage, BoxSubscription, PassPage, VpnBox, VpnLocation, VpnPass } from './api';

// Fixtures for the VPN screen tests, shaped like the API's answers.

export const MILAN: VpnLocation = { code: 'mil', city: 'Milan', country: 'IT' };
export const FRANKFURT: VpnLocation = { code: 'fra', city: 'Frankfurt', country: 'DE' };

export function newPass(change: Partial<VpnPass> = {}): VpnPass {
  return {
    id: '6f1c2a52-55c8-4b39-9a51-0f1f5e0c7d11',
    code: 'K7MX-3QPA-9RTD',
    description: null,
    durationMonths: 12,
    startsAt: '2026-01-10T09:00:00.000Z',
    endsAt: '2027-01-10T09:00:00.000Z',
    status: 'active',
    deviceId: null,
    peers: [MILAN, FRANKFURT].map((location, index) => ({
      location,
      address: `10.61.0.${index + 2}/32`,
      publicKey: 'b64-public-key',
      endpoint: `vpn-${location.code}.nova.example:51820`,
    })),
    subscriptionId: null,
    renewal: null,
    ...change,
  };
}

export function passPage(items: VpnPass[], total = items.length): PassPage {
  return { items, total };
}

export function newBox(change: Partial<VpnBox> = {}): VpnBox {
  const current: BoxSubscription = {
    durationMonths: 12,
    grace: false,
    startsAt: '2026-02-01T00:00:00.000Z',
    endsAt: '2027-02-01T00:00:00.000Z',
    status: 'active',
  };
  const earlier: BoxSubscription = {
    durationMonths: 1,
    grace: false,
    startsAt: '2025-12-01T00:00:00.000Z',
    endsAt: '2026-01-01T00:00:00.000Z',
    status: 'ended',
  };
  return {
    id: '8c1d2e3f-4a5b-4c6d-9e7f-0a1b2c3d4e5f',
    serial: 'NOVA-BOX-0001',
    endsAt: current.endsAt,
    pairedAt: '2026-01-20T10:00:00.000Z',
    subscription: current,
    subscriptions: [current, earlier],
    subscriptionId: null,
    renewal: null,
    shipment: null,
    ...change,
  };
}

export function boxPage(items: VpnBox[], total = items.length): BoxPage {
  return { items, total };
}
