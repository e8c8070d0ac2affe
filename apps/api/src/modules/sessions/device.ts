import Bowser from 'bowser';

export type DeviceKind = 'desktop' | 'phone' | 'tablet' | 'other';

/** What a session's list shows of the device it was signed in from. */
export interface DeviceDescription {
  /** "Chrome 131", "Safari 18"; "Unknown browser" when the user agent says nothing usable. */
  browser: string;
  /** "Android 14", "macOS", "Windows 10"; "Unknown system" likewise. */
  os: string;
  device: DeviceKind;
}

const MAX_USER_AGENT = 512;
const majorVersion = (version: string | undefined) => version?.split('.')[0] ?? '';
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * Reads a User-Agent header the way a person names their device. Versions are kept to the
 * major one: the list says "Chrome 131", not a build number.
 */
export function describeDevice(userAgent: string | undefined): DeviceDescription {
  const agent = (userAgent ?? '').slice(0, MAX_USER_AGENT);
  if (!agent.trim()) return { browser: 'Unknown browser', os: 'Unknown system', device: 'other' };
  const parsed = Bowser.parse(agent);
  const browser = joined(parsed.browser.name, majorVersion(parsed.browser.version));
  const os = joined(parsed.os.name, parsed.os.versionName ?? majorVersion(parsed.os.version));
  const platform = parsed.platform.type;
  const device: DeviceKind =
    platform === 'mobile'
      ? 'phone'
      : platform === 'tablet'
        ? 'tablet'
        : platform === 'desktop'
          ? 'desktop'
          : 'other';
  return {
    browser: browser || 'Unknown browser',
    os: os || 'Unknown system',
    device,
  };
}

/**
 * The same device for the new-device mail: browser and system by name, without versions, so an
 * update of either is not a new device.
 */
export function deviceKey(description: DeviceDescription): string {
  const name = (value: string) => value.replace(/\s+[\d.]+$/, '');
  return `${name(description.browser)}|${name(description.os)}|${description.device}`;
}
