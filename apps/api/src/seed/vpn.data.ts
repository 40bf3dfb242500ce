// WireGuard locations and the VPN box serials in stock.

export interface VpnLocationSeed {
  code: string;
  city: string;
  country: string;
  endpoint: string;
  /** Server x25519 public key, base64 of 32 bytes. */
  publicKey: string;
  subnet: string;
  sortOrder: number;
}

export const VPN_LOCATIONS: readonly VpnLocationSeed[] = [
  {
    code: 'mil',
    city: 'Milan',
    country: 'IT',
    endpoint: 'vpn-mil.nova.example:51820',
    publicKey: 'lDTqpqzhNAy387pGUIieSo+bxf8W1Gb4FSDJvBgrgQA=',
    subnet: '10.61.0.0/16',
    sortOrder: 0,
  },
  {
    code: 'fra',
    city: 'Frankfurt',
    country: 'DE',
    endpoint: 'vpn-fra.nova.example:51820',
    publicKey: 'zQz47jSDpg+O6fhOw9hpXb1bTraAxeIRAiQjtnGk7iE=',
    subnet: '10.62.0.0/16',
    sortOrder: 1,
  },
  {
    code: 'par',
    city: 'Paris',
    country: 'FR',
    endpoint: 'vpn-par.nova.example:51820',
    publicKey: 'GwSluRIBaLlwxnlnF2cd5IgNmyL81DetYqT+Aqr7fEM=',
    subnet: '10.63.0.0/16',
    sortOrder: 2,
  },
  {
    code: 'mad',
    city: 'Madrid',
    country: 'ES',
    endpoint: 'vpn-mad.nova.example:51820',
    publicKey: 'S31/G6Sb7X7kJ42VWDT6EvPsxSwqmipJPZK0Q+CSviw=',
    subnet: '10.64.0.0/16',
    sortOrder: 3,
  },
  {
    code: 'lon',
    city: 'London',
    country: 'GB',
    endpoint: 'vpn-lon.nova.example:51820',
    publicKey: 'ygo/F6gRx68CJv9gS1sMLVXNj7x5SF4c7iOPwA3Fxks=',
    subnet: '10.65.0.0/16',
    sortOrder: 4,
  },
  {
    code: 'ams',
    city: 'Amsterdam',
    country: 'NL',
    endpoint: 'vpn-ams.nova.example:51820',
    publicKey: 'ZlhnQrAB3B3ajf/Q8mJgAnNgUzckr0ryaWgyunTmH1g=',
    subnet: '10.66.0.0/16',
    sortOrder: 5,
  },
];

const BOX_COUNT = 20;

/** NOVA-BOX-0001 .. NOVA-BOX-0020, unpaired. */
export const VPN_BOX_SERIALS: readonly string[] = Array.from(
  { length: BOX_COUNT },
  (_, i) => `NOVA-BOX-${String(i + 1).padStart(4, '0')}`,
);
