/** Countries with NOVA VPN servers, by region (ISO 3166 codes; names come from Intl in the visitor's language). */
export const VPN_LOCATIONS = {
  europe: ['AT', 'CH', 'DE', 'ES', 'FR', 'GB', 'IE', 'IT', 'NL', 'PL', 'PT', 'SE'],
  americas: ['BR', 'CA', 'MX', 'US'],
  asiaPacific: ['AU', 'JP', 'SG'],
  middleEastAfrica: ['AE', 'TR', 'ZA'],
} as const;

export type VpnRegion = keyof typeof VPN_LOCATIONS;

export const VPN_REGIONS = Object.keys(VPN_LOCATIONS) as VpnRegion[];

export const VPN_COUNTRY_COUNT = Object.values(VPN_LOCATIONS).reduce((sum, codes) => sum + codes.length, 0);
