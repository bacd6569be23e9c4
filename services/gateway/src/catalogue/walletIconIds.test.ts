import { describe, expect, it } from 'vitest'
import { createBrandIcons } from '../images/createBrandIcons'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { WALLET_ICON_IDS } from './walletIconIds'

describe('WALLET_ICON_IDS', () => {
  it('names only catalogue wallets, each with a logo in the icon set', async () => {
    const ids = new Set(loadWalletCatalogue().map((entry) => entry.id))
    const icons = createBrandIcons()
    for (const [walletId, iconId] of WALLET_ICON_IDS) {
      expect(ids.has(walletId), walletId).toBe(true)
      expect(await icons.wallet(iconId), iconId).toMatch(/^<svg /)
    }
  })

  it('covers the featured wallets the set draws', () => {
    for (const id of ['metamask', 'trust-wallet', 'coinbase-wallet', 'rainbow', 'phantom']) {
      expect(WALLET_ICON_IDS.has(id), id).toBe(true)
    }
    expect(WALLET_ICON_IDS.size).toBeGreaterThanOrEqual(39)
  })
})
