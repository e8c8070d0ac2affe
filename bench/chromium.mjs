// The system Chromium, headless, as the Lighthouse benches drive it (CHROMIUM_PATH, default
// /usr/bin/chromium): no sandbox, GPU or background traffic that would share the measured page.
import * as chromeLauncher from 'chrome-launcher';

export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
