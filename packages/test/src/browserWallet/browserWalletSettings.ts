import { z } from 'zod'

/**
 * What the in-page wallet remembers across reloads.
 * @example
 * const settings: BrowserWalletSettings = { authorized: true, chainId: 31337, accountIndex: 0, autoApprove: false }
 */
export type BrowserWalletSettings = {
  authorized: boolean
  chainId: number
  accountIndex: number
  autoApprove: boolean
}

const settingsSchema = z.object({
  authorized: z.boolean(),
  chainId: z.number().int().positive(),
  accountIndex: z.number().int().min(0).max(9),
  autoApprove: z.boolean(),
})

/**
 * The localStorage key of {@link BrowserWalletSettings}.
 * @example
 * localStorage.removeItem(browserWalletStorageKey) // forget the test wallet's state
 */
export const browserWalletStorageKey = 'portico-test-wallet:v1'

/**
 * Reads the saved settings, falling back to `defaults` when nothing (valid) is stored or
 * storage is unavailable.
 *
 * @example
 * const settings = readBrowserWalletSettings(localStorage, { authorized: false, chainId: 31337, accountIndex: 0, autoApprove: false })
 */
export function readBrowserWalletSettings(
  storage: Pick<Storage, 'getItem'> | undefined,
  defaults: BrowserWalletSettings,
): BrowserWalletSettings {
  try {
    const raw = storage?.getItem(browserWalletStorageKey)
    const parsed = settingsSchema.safeParse(raw ? JSON.parse(raw) : null)
    return parsed.success ? parsed.data : defaults
  } catch {
    return defaults
  }
}

/**
 * Saves the settings; a full or blocked storage only costs the memory across reloads.
 *
 * @example
 * writeBrowserWalletSettings(localStorage, settings)
 */
export function writeBrowserWalletSettings(
  storage: Pick<Storage, 'setItem'> | undefined,
  settings: BrowserWalletSettings,
): void {
  try {
    storage?.setItem(browserWalletStorageKey, JSON.stringify(settings))
  } catch (error) {
    console.warn('Portico test wallet: could not save its settings', error)
  }
}
