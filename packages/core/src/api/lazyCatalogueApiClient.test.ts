import { describe, expect, it, vi } from 'vitest'
import { createCatalogueApiClient } from './createCatalogueApiClient'
import { lazyBlockchainApiClient } from './lazyBlockchainApiClient'
import { lazyCatalogueApiClient } from './lazyCatalogueApiClient'
import { withSdkIdentity } from './sdkDefaults'

const config = { baseUrl: 'http://127.0.0.1:8787/', projectId: 'demo', sdkVersion: 'react-1.0.0' }

describe('lazy API clients', () => {
  it('build the catalogue image URLs as the client does, without loading it', () => {
    const load = vi.fn(async () => createCatalogueApiClient(config))
    const lazy = lazyCatalogueApiClient(withSdkIdentity(config), load)
    const real = createCatalogueApiClient(config)
    expect(lazy.walletImageUrl('a b')).toBe(real.walletImageUrl('a b'))
    expect(lazy.assetImageUrl('x')).toBe(real.assetImageUrl('x'))
    expect(lazy.currencyImageUrl('USD')).toBe(real.currencyImageUrl('USD'))
    expect(lazy.tokenImageUrl('ETH')).toBe(real.tokenImageUrl('ETH'))
    expect(load).not.toHaveBeenCalled()
  })

  it('load the client on the first request and pass calls through', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ data: [], count: 0 }),
    )
    const load = vi.fn(async () => createCatalogueApiClient({ ...config, fetch }))
    const catalogue = lazyCatalogueApiClient(withSdkIdentity(config), load)
    expect(await catalogue.getWallets({ page: 1, entries: 4 })).toEqual({ data: [], count: 0 })
    expect(load).toHaveBeenCalledOnce()
    expect(fetch.mock.calls[0]?.[0]).toContain('/getWallets?projectId=demo')

    const isNetworkSupported = vi.fn(async () => true)
    const blockchain = lazyBlockchainApiClient(async () => ({
      getSupportedChains: vi.fn(),
      isNetworkSupported,
      getIdentity: vi.fn(),
      getBalance: vi.fn(),
      getHistory: vi.fn(),
      getNfts: vi.fn(),
      getFungiblePrice: vi.fn(),
    }))
    expect(await blockchain.isNetworkSupported('eip155:1')).toBe(true)
    expect(isNetworkSupported).toHaveBeenCalledWith('eip155:1')
  })
})
