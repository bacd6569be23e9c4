import { describe, expect, it } from 'vitest'
import { createBrandIcons } from '../images/createBrandIcons'
import { APPKIT_ASSET_IDS } from './appKitAssetIds'

describe('APPKIT_ASSET_IDS', () => {
  it('draws a real logo for every preset but the brandless ones', async () => {
    const icons = createBrandIcons()
    const withoutLogo: string[] = []
    for (const asset of APPKIT_ASSET_IDS.values()) {
      const logo = asset.network
        ? await icons.network(asset.network)
        : asset.wallet && (await icons.wallet(asset.wallet))
      if (!logo) withoutLogo.push(asset.label)
    }
    expect(withoutLogo).toEqual(['Evmos', 'Browser Wallet'])
  })
})
