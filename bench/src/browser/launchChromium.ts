import { type Browser, chromium } from 'playwright-core'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * Debian's headless Chromium with the flags every browser benchmark uses, plus `extraArgs`.
 * @example
 * const browser = await launchChromium()
 * await browser.close()
 */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...extraArgs],
  })
}
