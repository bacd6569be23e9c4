import { readFileSync } from 'node:fs'
import { getWalletsResponseSchema } from '@portico/common/schemas/api'
import baseLogo from '@web3icons/core/svgs/networks/background/base.svg.js'
import ethereumLogo from '@web3icons/core/svgs/networks/background/ethereum.svg.js'
import usdcLogo from '@web3icons/core/svgs/tokens/background/USDC.svg.js'
import ledgerLogo from '@web3icons/core/svgs/wallets/background/ledger.svg.js'
import metamaskLogo from '@web3icons/core/svgs/wallets/background/metamask.svg.js'
import { afterEach, describe, expect, it } from 'vitest'
import { monogramSvg } from '../images/monogramSvg'
import { createTestGateway } from '../testing/createTestGateway'
import { createCatalogueRoutes } from './createCatalogueRoutes'
import { loadWalletCatalogue } from './loadWalletCatalogue'
import { toWalletRecords } from './toWalletRecords'
import { WALLET_LOGO_DIR } from './walletLogoSourcesSchema'
import { withTestWallet } from './withTestWallet'

let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

async function gateway() {
  const created = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:1' }],
  })
  close = created.close
  return created.app
}

async function wallets(query: string) {
  const app = await gateway()
  const res = await app.request(`/getWallets?projectId=p&st=appkit&sv=react-wagmi-1.8.24&${query}`)
  expect(res.status).toBe(200)
  return getWalletsResponseSchema.parse(await res.json())
}

describe('GET /getWallets', () => {
  it('pages the catalogue with a count of every match', async () => {
    const first = await wallets('page=1&entries=40')
    expect(first.count).toBeGreaterThanOrEqual(100)
    expect(first.data).toHaveLength(40)
    const app = await gateway()
    const last = await (await app.request(`/getWallets?page=3&entries=40`)).json()
    expect(last.data).toHaveLength(first.count - 80)
    const ids = new Set([...first.data.map((w) => w.id)])
    expect(last.data.some((w: { id: string }) => ids.has(w.id))).toBe(false)
  })

  it('searches names, case-insensitively, prefix matches first', async () => {
    const found = await wallets('page=1&entries=100&search=%20meta%20')
    expect(found.data[0]?.name).toBe('MetaMask')
    expect(found.count).toBe(found.data.length)
    expect(found.data.every((w) => w.name.toLowerCase().includes('meta'))).toBe(true)
  })

  it('restricts to include, removes exclude, and keeps only the requested chains', async () => {
    const included = await wallets('page=1&entries=10&include=metamask,rainbow,xverse')
    expect(included.data.map((w) => w.id).sort()).toEqual(['metamask', 'rainbow', 'xverse'])
    expect(included.count).toBe(3)
    const excluded = await wallets('page=1&entries=10&include=metamask,rainbow&exclude=rainbow')
    expect(excluded.data.map((w) => w.id)).toEqual(['metamask'])
    const bitcoin = await wallets(
      'page=1&entries=100&chains=bip122:000000000019d6689c085ae165831e93',
    )
    expect(bitcoin.data.map((w) => w.id)).toContain('xverse')
    expect(bitcoin.data.map((w) => w.id)).not.toContain('rainbow')
  })

  it('lists EVM wallets on the gateway devnet chains so clients keep them', async () => {
    const devnet = await wallets('page=1&entries=100&chains=eip155:31337')
    const metamask = devnet.data.find((w) => w.id === 'metamask')
    expect(metamask?.chains).toContain('eip155:31337')
    expect(devnet.data.find((w) => w.id === 'xverse')).toBeUndefined()
  })

  it('filters by badge and matches ranks by names or rdns', async () => {
    const certified = await wallets('page=1&entries=100&badge_type=certified')
    expect(certified.data.length).toBeGreaterThan(0)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const ranks = await wallets('page=1&entries=20&badge=certified&names=Rainbow&rdns=io.metamask')
    expect(ranks.data.map((w) => w.id).sort()).toEqual(['metamask', 'rainbow'])
  })

  it('answers every record with the fields clients read', async () => {
    const all = await wallets('page=1&entries=100')
    for (const wallet of all.data) {
      expect(wallet.image_id).toBeTruthy()
      expect(wallet.chains?.length).toBeGreaterThan(0)
      expect(wallet).toHaveProperty('mobile_link')
      expect(wallet).toHaveProperty('rdns')
    }
  })

  it('rejects bad page sizes and pages', async () => {
    const app = await gateway()
    for (const query of ['entries=0', 'entries=101', 'page=0', 'page=abc', 'badge_type=gold']) {
      const res = await app.request(`/getWallets?${query}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'INVALID_PARAMS' })
    }
  })
})

describe('images', () => {
  async function svgAt(app: Awaited<ReturnType<typeof gateway>>, path: string) {
    const res = await app.request(path)
    expect(res.status, path).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    return res.text()
  }

  it('serves a wallet image as SVG with cache headers and revalidation', async () => {
    const app = await gateway()
    const res = await app.request('/getWalletImage/metamask?projectId=p&st=appkit&sv=x')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toContain('image/svg+xml')
    expect(res.headers.get('Cache-Control')).toContain('max-age')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    const etag = res.headers.get('ETag') ?? ''
    const again = await app.request('/getWalletImage/metamask', {
      headers: { 'If-None-Match': etag },
    })
    expect(again.status).toBe(304)
  })

  it('answers SVGs with a policy that lets no script run when one is opened directly', async () => {
    const app = await gateway()
    for (const path of ['/getWalletImage/rainbow', '/public/getTokenImage/PTT']) {
      const res = await app.request(path)
      expect(res.headers.get('Content-Security-Policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      )
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
  })

  it("serves a known wallet's real logo from the icon set, an unlisted one a monogram", async () => {
    const app = await gateway()
    const metamask = await svgAt(app, '/getWalletImage/metamask')
    expect(metamask).toBe(metamaskLogo.trim())
    expect(metamask).not.toBe(monogramSvg('MetaMask'))
    expect(await svgAt(app, '/getWalletImage/ledger-live')).toBe(ledgerLogo.trim())
    expect(await svgAt(app, '/getWalletImage/ngrave')).toBe(monogramSvg('NGRAVE'))
  })

  it('serves a wallet the set lacks its stored logo: SVG as stored, rasters with their type', async () => {
    const app = await gateway()
    const stored = (file: string) => readFileSync(new URL(file, WALLET_LOGO_DIR))
    expect(await svgAt(app, '/getWalletImage/uniswap-wallet')).toBe(
      stored('uniswap-wallet.svg').toString('utf8').trim(),
    )
    const res = await app.request('/getWalletImage/arculus')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(stored('arculus.png'))
    const again = await app.request('/getWalletImage/arculus', {
      headers: { 'If-None-Match': res.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)
    const webp = await app.request('/getWalletImage/tangem')
    expect(webp.headers.get('Content-Type')).toBe('image/webp')
    const jpeg = await app.request('/getWalletImage/gridplus')
    expect(jpeg.headers.get('Content-Type')).toBe('image/jpeg')
  })

  it('serves network logos by CAIP-2 id and by AppKit preset id, devnets a monogram', async () => {
    const app = await gateway()
    const base = await svgAt(app, '/public/getAssetImage/eip155%3A8453')
    expect(base).toBe(baseLogo.trim())
    expect(await svgAt(app, '/public/getAssetImage/7289c336-3981-4081-c5f4-efc26ac64a00')).toBe(
      base,
    )
    expect(await svgAt(app, '/public/getAssetImage/eip155:1')).toBe(ethereumLogo.trim())
    expect(await svgAt(app, '/public/getAssetImage/eip155%3A31337')).toBe(monogramSvg('31337'))
    // A preset whose brand the set lacks reads as its name.
    expect(await svgAt(app, '/public/getAssetImage/07ba87ed-43aa-4adf-4540-9e6a2b9cae00')).toBe(
      monogramSvg('Browser Wallet'),
    )
  })

  it('serves the social login logos in their brand colours, an unknown provider a monogram', async () => {
    const app = await gateway()
    const github = await svgAt(app, '/public/getAssetImage/social%3Agithub')
    expect(github).toMatch(/^<svg fill="#[0-9A-F]{6}" [^>]*viewBox="0 0 24 24"/)
    expect(github).toContain('<path d="M')
    for (const provider of ['google', 'apple', 'facebook', 'x', 'discord', 'farcaster']) {
      const logo = await svgAt(app, `/public/getAssetImage/social:${provider}`)
      expect(logo, provider).toContain('<path d="M')
      expect(logo, provider).not.toBe(github)
    }
    expect(await svgAt(app, '/public/getAssetImage/social:myspace')).toBe(monogramSvg('myspace'))
  })

  it('serves token logos by symbol, test tokens and currencies a monogram', async () => {
    const app = await gateway()
    expect(await svgAt(app, '/public/getTokenImage/USDC')).toBe(usdcLogo.trim())
    expect(await svgAt(app, '/public/getTokenImage/usdc')).toBe(usdcLogo.trim())
    expect(await svgAt(app, '/public/getTokenImage/PTT')).toBe(monogramSvg('PTT'))
    expect(await svgAt(app, '/public/getTokenImage/tUSDT')).toBe(monogramSvg('tUSDT'))
    expect(await svgAt(app, '/public/getCurrencyImage/USD')).toBe(monogramSvg('USD'))
  })

  it('serves any asset id, 404s unknown wallets and refuses malformed ids', async () => {
    const app = await gateway()
    await svgAt(app, '/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00')
    expect((await app.request('/getWalletImage/nope')).status).toBe(404)
    expect((await app.request('/getWalletImage/constructor')).status).toBe(404)
    expect((await app.request('/public/getTokenImage/%3Cscript%3E')).status).toBe(400)
    expect((await app.request('/public/getAssetImage/eip155%3A1%2F..')).status).toBe(400)
  })
})

// What the modal shows first (spec §9): 4 recommended wallets, then list pages of 40 without
// them; the first two screens are those and pages 1 and 2. A phone shows a subset of the same
// pages (the mobile filter runs in the client).
async function firstTwoScreens(app: ReturnType<typeof createCatalogueRoutes>, chains: string[]) {
  const list = async (query: string) => {
    const res = await app.request(`/getWallets?${query}${chains.length ? `&chains=${chains}` : ''}`)
    return getWalletsResponseSchema.parse(await res.json()).data
  }
  const recommended = await list('page=1&entries=4')
  const exclude = recommended.map((wallet) => wallet.id).join(',')
  const pages = [
    ...(await list(`page=1&entries=40&exclude=${exclude}`)),
    ...(await list(`page=2&entries=40&exclude=${exclude}`)),
  ]
  return [...recommended, ...pages]
}

// No permissively licensed source ships these wallets' logos yet (walletLogos/NOTICE.md).
const NO_LOGO_SOURCE = ['ngrave']

describe('logos on the first two screens of All Wallets', () => {
  const ETHEREUM = 'eip155:1'
  const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
  const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'
  // The modal always asks for the app's networks (`chains`), so each case is an app's set.
  const apps: Record<string, string[]> = {
    'EVM (the demo: devnets and public chains)': ['eip155:31337', 'eip155:31338', 'eip155:10'],
    'EVM and Solana': [ETHEREUM, SOLANA],
    'EVM, Solana and Bitcoin': [ETHEREUM, SOLANA, BITCOIN],
    'Solana only': [SOLANA],
  }

  it.each(Object.entries(apps))(
    'are real logos, not monograms, for an app on %s',
    async (_, chains) => {
      // As the dev stack serves it: with the test wallet on the devnets.
      const catalogue = withTestWallet(loadWalletCatalogue(), 'http://127.0.0.1:5174')
      const app = createCatalogueRoutes(
        toWalletRecords(catalogue, ['eip155:31337', 'eip155:31338']),
      )
      const shown = await firstTwoScreens(app, chains)
      expect(shown.length).toBeGreaterThan(30)
      const monograms: string[] = []
      for (const wallet of shown) {
        const res = await app.request(`/getWalletImage/${wallet.image_id}`)
        expect(res.status, wallet.id).toBe(200)
        const isSvg = res.headers.get('Content-Type')?.startsWith('image/svg+xml')
        if (isSvg && (await res.text()) === monogramSvg(wallet.name)) monograms.push(wallet.id)
      }
      expect(monograms.filter((id) => !NO_LOGO_SOURCE.includes(id))).toEqual([])
    },
  )

  it('still draw a monogram for the wallets no source has, so this list stays true', async () => {
    const app = createCatalogueRoutes(toWalletRecords(loadWalletCatalogue()))
    for (const id of NO_LOGO_SOURCE) {
      const name = loadWalletCatalogue().find((entry) => entry.id === id)?.name ?? ''
      expect(await (await app.request(`/getWalletImage/${id}`)).text()).toBe(monogramSvg(name))
    }
  })
})
