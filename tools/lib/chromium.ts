import { type Browser, type BrowserServer, chromium } from 'playwright-core'

/**
 * Debian's Chromium, headless, with the background services off: this machine's network is closed,
 * and Chromium would otherwise keep trying to reach Google's hosts.
 */
const OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch(OPTIONS)
}

/** The same Chromium as a server that other processes reach with `chromium.connect(wsEndpoint())`. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(OPTIONS)
}
