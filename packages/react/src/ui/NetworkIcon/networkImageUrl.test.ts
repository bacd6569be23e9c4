import { DEVNET_CHAINS, KNOWN_CHAINS } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { networkImageUrl } from './networkImageUrl'

const assetImageUrl = (id: string) =>
  `https://api.test/public/getAssetImage/${encodeURIComponent(id)}`

describe('networkImageUrl', () => {
  it("asks the catalogue for a network's logo by its CAIP-2 id", () => {
    expect(networkImageUrl(KNOWN_CHAINS.base, assetImageUrl)).toBe(
      'https://api.test/public/getAssetImage/eip155%3A8453',
    )
  })

  it("prefers the app's image URL, then its image id", () => {
    const base = KNOWN_CHAINS.base
    expect(
      networkImageUrl(
        { ...base, assets: { imageUrl: 'https://cdn.test/base.png' } },
        assetImageUrl,
      ),
    ).toBe('https://cdn.test/base.png')
    expect(networkImageUrl({ ...base, assets: { imageId: 'preset-1' } }, assetImageUrl)).toBe(
      'https://api.test/public/getAssetImage/preset-1',
    )
  })

  it('leaves local devnets to the monogram', () => {
    expect(networkImageUrl(DEVNET_CHAINS.devnetA, assetImageUrl)).toBeUndefined()
    const onLocalhost = {
      ...KNOWN_CHAINS.mainnet,
      rpcUrls: { default: { http: ['http://localhost:8545'] } },
    }
    expect(networkImageUrl(onLocalhost, assetImageUrl)).toBeUndefined()
  })
})
