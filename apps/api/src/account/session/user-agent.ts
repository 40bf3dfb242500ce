import Bowser from 'bowser';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** What a person recognises of a User-Agent header: "Firefox 126" on "Windows 10", an "Apple iPhone". */
export interface UserAgentSummary {
  browser: string | null;
  os: string | null;
  deviceType: DeviceType;
  device: string | null;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** The browser's major version only: "Chrome 124", not "Chrome 124.0.0.0". */
const major = (version: string | undefined) => version?.split('.')[0];

/** Read by bowser; a header it cannot read (or none) says so with nulls and `unknown`, never an error. */
export function describeUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  if (!userAgent?.trim()) return { browser: null, os: null, deviceType: 'unknown', device: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const type = platform.type as DeviceType | undefined;
  return {
    browser: joined(browser.name, major(browser.version)),
    // Windows reports "NT 10.0" as its version and "10" as the name people know.
    os: joined(os.name, os.versionName ?? os.version),
    deviceType: type && (DEVICE_TYPES as readonly string[]).includes(type) ? type : 'unknown',
    device: joined(platform.vendor, platform.model),
  };
}
