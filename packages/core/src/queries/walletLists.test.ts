import {
  DEVNET_CHAINS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  KNOWN_CHAINS,
  WALLET_PAGE_SIZE,
} from '@portico/common'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createGatewayFetch, GATEWAY_TEST_URL } from '../api/testing/createGatewayFetch'
import type { PorticoOptions } from '../types/PorticoOptions'
import { MOBILE_DEEPLINK_WALLET_IDS } from './filterMobileWallets'
import { hasMoreWallets } from './hasMoreWallets'
import { createGatewayPortico } from './testing/createGatewayPortico'

let gateway: ReturnType<typeof createGatewayFetch>

beforeAll(async () => {
  gateway = createGatewayFetch({
    // Listed so EVM wallets count as supporting the devnets; their RPC is never called here.
    chains: [
      { chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9/' },
      { chainId: 31338, name: 'Devnet B', rpcUrl: 'http://127.0.0.1:9/' },
    ],
    projects: [{ projectId: 'demo' }],
  })
})
afterEach(() => {
  vi.useRealTimers()
})

const instance = (options: Partial<PorticoOptions> = {}) =>
  createGatewayPortico(gateway.fetch, options).portico
const walletRequests = () => gateway.requests.filter((r) => r.url.pathname === '/getWallets')
const lastWalletQuery = () => walletRequests().at(-1)?.url.searchParams

describe('all-wallets pages', () => {
  it('loads 40 a page on the app networks, image URLs for the first 20 only', async () => {
    const portico = instance()
    await portico.api.fetchWalletsPage(1)
    const query = lastWalletQuery()
    expect(query?.get('page')).toBe('1')
    expect(query?.get('entries')).toBe('40')
    expect(query?.get('chains')).toBe('eip155:31337,eip155:31338')
    const { wallets, page, count } = portico.stores.wallets.getState()
    expect(page).toBe(1)
    expect(wallets).toHaveLength(WALLET_PAGE_SIZE)
    expect(count).toBeGreaterThan(WALLET_PAGE_SIZE)
    expect(wallets.slice(0, 20).every((w) => w.image_url?.startsWith(GATEWAY_TEST_URL))).toBe(true)
    expect(wallets.slice(20).some((w) => w.image_url)).toBe(false)
    const first = wallets[0]
    expect(first?.image_url).toBe(
      `${GATEWAY_TEST_URL}/getWalletImage/${first?.image_id}?projectId=demo&st=portico&sv=core-0.1.0`,
    )
    // The rest resolve on demand, to the same kind of URL.
    expect(portico.api.walletImageUrl(wallets[30] ?? { id: '', name: '' })).toContain(
      '/getWalletImage/',
    )
  })

  it('pages until count, leaving out recommended, excluded and featured wallets', async () => {
    const portico = instance({ excludeWalletIds: ['rabby'], featuredWalletIds: ['rainbow'] })
    await portico.api.fetchRecommendedWallets()
    const recommended = portico.stores.wallets.getState().recommended.map((w) => w.id)
    while (hasMoreWallets(portico.stores.wallets.getState())) {
      await portico.api.fetchNextWalletsPage()
    }
    const { wallets, count, page } = portico.stores.wallets.getState()
    expect(wallets).toHaveLength(count)
    expect(page).toBe(Math.ceil(count / WALLET_PAGE_SIZE))
    expect(new Set(wallets.map((w) => w.id)).size).toBe(wallets.length)
    const ids = wallets.map((w) => w.id)
    for (const id of [...recommended, 'rabby', 'rainbow']) expect(ids).not.toContain(id)
    expect(lastWalletQuery()?.get('exclude')?.split(',').sort()).toEqual(
      [...recommended, 'rabby', 'rainbow'].sort(),
    )
    expect(wallets.every((w) => w.chains?.some((c) => c.startsWith('eip155:')))).toBe(true)
  })

  it('on mobile keeps wallets with a mobile or web link, plus the two named exceptions', async () => {
    const portico = instance({
      isMobile: true,
      networks: [DEVNET_CHAINS.devnetA, KNOWN_CHAINS.solana],
    })
    while (hasMoreWallets(portico.stores.wallets.getState())) {
      await portico.api.fetchNextWalletsPage()
    }
    const { wallets, count } = portico.stores.wallets.getState()
    expect(wallets.length).toBeLessThan(count)
    expect(
      wallets.every(
        (w) => w.mobile_link || w.webapp_link || MOBILE_DEEPLINK_WALLET_IDS.includes(w.id),
      ),
    ).toBe(true)
    const ids = wallets.map((w) => w.id)
    expect(ids).toContain('solflare') // no link in the catalogue, kept as an exception
    expect(ids).not.toContain('rabby') // no mobile or web link
    expect(ids).toContain('metamask')

    const desktop = instance({ networks: [DEVNET_CHAINS.devnetA, KNOWN_CHAINS.solana] })
    await desktop.api.searchWallets('rabby')
    expect(desktop.stores.wallets.getState().search.map((w) => w.id)).toEqual(['rabby'])
  })

  it('asks nothing more once every page is loaded', async () => {
    expect(hasMoreWallets({ page: 0, count: 0 })).toBe(true)
    expect(hasMoreWallets({ page: 2, count: 80 })).toBe(false)
    expect(hasMoreWallets({ page: 2, count: 81 })).toBe(true)
  })
})

describe('search', () => {
  it('asks 100 entries for the trimmed text and resolves no sooner than 300 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const portico = instance()
    let done = false
    const search = portico.api.searchWallets('  rain  ').then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(299)
    expect(done).toBe(false)
    expect(portico.stores.wallets.getState().search).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    await search
    expect(done).toBe(true)
    const query = lastWalletQuery()
    expect(query?.get('search')).toBe('rain')
    expect(query?.get('entries')).toBe('100')
    expect(query?.get('page')).toBe('1')
    const found = portico.stores.wallets.getState().search
    expect(found[0]?.name).toBe('Rainbow')
    expect(found.every((w) => !w.image_id || w.image_url)).toBe(true)
  })

  it('keeps only the latest search when answers cross', async () => {
    // The older search answers last.
    const { portico } = createGatewayPortico(async (url, init) => {
      if (url.includes('search=rain')) await new Promise((resolve) => setTimeout(resolve, 500))
      return gateway.fetch(url, init)
    })
    await Promise.all([portico.api.searchWallets('rain'), portico.api.searchWallets('meta')])
    expect(portico.stores.wallets.getState().search.map((w) => w.name)).toContain('MetaMask')
    expect(portico.stores.wallets.getState().search.map((w) => w.name)).not.toContain('Rainbow')
  })

  it('clears the results for blank text without a request', async () => {
    const portico = instance()
    await portico.api.searchWallets('rain')
    const before = walletRequests().length
    await portico.api.searchWallets('   ')
    expect(portico.stores.wallets.getState().search).toEqual([])
    expect(walletRequests().length).toBe(before)
  })
})

describe('featured and recommended', () => {
  it('lists the featured wallets in the order of their ids', async () => {
    const portico = instance({ featuredWalletIds: ['rainbow', 'metamask', 'phantom'] })
    await portico.api.fetchFeaturedWallets()
    expect(portico.stores.wallets.getState().featured.map((w) => w.id)).toEqual([
      'rainbow',
      'metamask',
      'phantom',
    ])
    const query = lastWalletQuery()
    expect(query?.get('include')).toBe('rainbow,metamask,phantom')
    expect(query?.get('entries')).toBe('3')
    expect(query?.has('chains')).toBe(false)
  })

  it('asks nothing without featured ids', async () => {
    const portico = instance()
    const before = walletRequests().length
    await portico.api.fetchFeaturedWallets()
    expect(walletRequests().length).toBe(before)
    expect(portico.stores.wallets.getState().featured).toEqual([])
  })

  it('recommends 4 wallets, none of them excluded or featured', async () => {
    const plain = instance()
    await plain.api.fetchRecommendedWallets()
    const usual = plain.stores.wallets.getState().recommended.map((w) => w.id)
    expect(usual).toHaveLength(4)

    const [first = '', second = ''] = usual
    const portico = instance({ excludeWalletIds: [first], featuredWalletIds: [second] })
    await portico.api.fetchRecommendedWallets()
    const recommended = portico.stores.wallets.getState().recommended.map((w) => w.id)
    expect(recommended).toHaveLength(4)
    expect(recommended).not.toContain(first)
    expect(recommended).not.toContain(second)
    expect(lastWalletQuery()?.get('entries')).toBe('4')
    expect(lastWalletQuery()?.get('exclude')).toBe(`${first},${second}`)
  })

  it("knows the catalogue's total from the recommended answer, before any page of the list", async () => {
    const plain = instance()
    await plain.api.fetchRecommendedWallets()
    const total = plain.stores.wallets.getState().catalogueTotal
    expect(total).toBeGreaterThan(4)
    expect(plain.stores.wallets.getState().page).toBe(0)
    // Featured wallets are left out of the answer's count, and added back.
    const [, second = ''] = plain.stores.wallets.getState().recommended.map((w) => w.id)
    const featuring = instance({ featuredWalletIds: [second] })
    await featuring.api.fetchRecommendedWallets()
    expect(featuring.stores.wallets.getState().catalogueTotal).toBe(total)
  })
})

describe('prefetch', () => {
  it('runs each kind once per instance', async () => {
    const portico = instance({
      featuredWalletIds: ['rainbow'],
      networks: [{ ...DEVNET_CHAINS.devnetA, assets: { imageId: 'devnet-a' } }],
    })
    const before = gateway.requests.length
    await portico.api.prefetch('featured')
    await portico.api.prefetch('featured')
    await portico.api.prefetch()
    await portico.api.prefetch()
    const paths = gateway.requests.slice(before).map((r) => r.url.pathname)
    expect(paths.filter((p) => p === '/getWallets')).toHaveLength(2) // featured + recommended
    expect(paths.filter((p) => p === '/public/getAssetImage/devnet-a')).toHaveLength(1)
    expect(portico.stores.wallets.getState().featured.map((w) => w.id)).toEqual(['rainbow'])
    expect(portico.stores.wallets.getState().recommended).toHaveLength(4)
  })

  it('gives up an image that has not arrived within the 2 s preload timeout (spec §9)', async () => {
    vi.useFakeTimers()
    const asked: string[] = []
    // The image host accepts the request and never answers (until the request is aborted).
    const { portico } = createGatewayPortico(
      (url, init) => {
        asked.push(url)
        return new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )
      },
      { networks: [{ ...DEVNET_CHAINS.devnetA, assets: { imageId: 'devnet-a' } }] },
    )
    let settled = false
    void portico.api.prefetch('networkImages').then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(IMAGE_PRELOAD_TIMEOUT_MS - 1)
    expect(asked.some((url) => url.includes('/public/getAssetImage/devnet-a'))).toBe(true)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })

  it('asks again for a wallet list that failed to load, and only for it', async () => {
    let offline = true
    const asked: string[] = []
    const { portico } = createGatewayPortico(
      async (url, init) => {
        asked.push(new URL(url).pathname)
        if (offline) throw new TypeError('fetch failed')
        return gateway.fetch(url, init)
      },
      {
        featuredWalletIds: ['rainbow'],
        networks: [{ ...DEVNET_CHAINS.devnetA, assets: { imageId: 'devnet-a' } }],
      },
    )
    await portico.api.prefetch()
    expect(asked.filter((p) => p === '/getWallets')).toHaveLength(2)
    expect(portico.stores.wallets.getState().recommended).toEqual([])
    offline = false
    asked.length = 0
    await portico.api.prefetch()
    // Both lists again; the image, whose failure only leaves an icon out, not again.
    expect(asked.filter((p) => p === '/getWallets')).toHaveLength(2)
    expect(asked.some((p) => p.includes('getAssetImage'))).toBe(false)
    expect(portico.stores.wallets.getState().featured.map((w) => w.id)).toEqual(['rainbow'])
    expect(portico.stores.wallets.getState().recommended).toHaveLength(4)
    asked.length = 0
    await portico.api.prefetch()
    expect(asked).toEqual([])
  })

  it('keeps failures quiet', async () => {
    const { portico } = createGatewayPortico(async () => {
      throw new TypeError('fetch failed')
    })
    await expect(portico.api.prefetch()).resolves.toBeUndefined()
    expect(portico.stores.wallets.getState().recommended).toEqual([])
  })
})
