import { type Browser, chromium } from 'playwright-core'

/**
 * Debian's Chromium, headless, with the background services off: this machine's network is closed,
 * and Chromium would otherwise keep trying to reach Google's hosts.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
