import type { Page } from 'playwright-core'

/**
 * Makes the visitor's browser a device the wallet has never seen, while its tab keeps its
 * virtual authenticator — a new device where the visitor's passkey is synced, as passkey
 * managers do. What the frame keeps on this device (its origin's storage, partitioned under the
 * demo's site, so cleared from inside the frame), the demo's own storage and every cookie go;
 * then the page reloads, signed out.
 * @example
 * await forgetThisDevice(page, stack.urls.walletFrame ?? '')
 */
export async function forgetThisDevice(page: Page, frameUrl: string): Promise<void> {
  const origin = new URL(frameUrl).origin
  const frame = page.frames().find((f) => f.url().startsWith(`${origin}/`))
  if (!frame) throw new Error(`no wallet frame from ${origin} in the page`)
  await frame.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await page.context().clearCookies()
  await page.reload()
}
