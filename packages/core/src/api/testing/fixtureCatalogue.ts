import type { GetWalletsResponse, WalletRecord } from '@portico/common/schemas/api'

const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453']
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

type Named = Pick<WalletRecord, 'id' | 'name' | 'chains' | 'mobile_link' | 'webapp_link' | 'rdns'>

// The wallets the tests name, with the facts they rely on: Rabby and Solflare have neither a
// mobile nor a web link (Solflare is one of the two mobile exceptions), Phantom is on EVM and
// Solana, and nothing but Rainbow matches 'rain'.
const NAMED: Named[] = [
  {
    id: 'metamask',
    name: 'MetaMask',
    chains: EVM,
    mobile_link: 'metamask://',
    rdns: 'io.metamask',
  },
  { id: 'rainbow', name: 'Rainbow', chains: EVM, mobile_link: 'rainbow://', rdns: 'me.rainbow' },
  { id: 'phantom', name: 'Phantom', chains: [...EVM, SOLANA], mobile_link: 'phantom://' },
  { id: 'rabby', name: 'Rabby Wallet', chains: EVM, mobile_link: null, rdns: 'io.rabby' },
  { id: 'solflare', name: 'Solflare', chains: [SOLANA], mobile_link: null },
  { id: 'coinbase', name: 'Coinbase Wallet', chains: EVM, mobile_link: 'cbwallet://' },
  { id: 'zerion', name: 'Zerion', chains: EVM, webapp_link: 'https://app.zerion.io' },
]

/**
 * The wallet catalogue the fixture serves: the named wallets above, then 44 numbered EVM
 * wallets (every third without any link), so the lists span more than one page of 40. EVM
 * wallets also list `extraEvmChains`, as the gateway does for its own chains.
 * @example
 * const records = fixtureCatalogue(['eip155:31337'])
 */
export function fixtureCatalogue(extraEvmChains: readonly string[]): WalletRecord[] {
  const numbered: Named[] = Array.from({ length: 44 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0')
    return {
      id: `fixture-wallet-${n}`,
      name: `Fixture Wallet ${n}`,
      chains: EVM,
      mobile_link: i % 3 === 2 ? null : `fixture${n}://`,
    }
  })
  return [...NAMED, ...numbered].map((wallet, index) => {
    const chains = wallet.chains ?? []
    const isEvm = chains.some((chain) => chain.startsWith('eip155:'))
    return {
      ...wallet,
      chains: isEvm ? [...chains, ...extraEvmChains] : [...chains],
      image_id: wallet.id,
      mobile_link: wallet.mobile_link ?? null,
      webapp_link: wallet.webapp_link ?? null,
      desktop_link: null,
      badge_type: index < 4 ? 'certified' : 'none',
      supports_wc: true,
      order: index + 1,
    }
  })
}

/**
 * One /getWallets answer over `wallets`: include, exclude, chains and search (names starting
 * with the text first), then one page; `count` counts every match.
 * @example
 * queryFixtureWallets(records, new URLSearchParams('page=1&entries=4&search=rain'))
 */
export function queryFixtureWallets(
  wallets: readonly WalletRecord[],
  query: URLSearchParams,
): GetWalletsResponse {
  const list = (name: string) => query.get(name)?.split(',').filter(Boolean) ?? []
  const [include, exclude, chains] = [list('include'), list('exclude'), list('chains')]
  const search = query.get('search')?.trim().toLowerCase() ?? ''
  const found = wallets.filter(
    (w) =>
      (include.length === 0 || include.includes(w.id)) &&
      !exclude.includes(w.id) &&
      (chains.length === 0 || (w.chains ?? []).some((c) => chains.includes(c))) &&
      w.name.toLowerCase().includes(search),
  )
  const starts = (w: WalletRecord) => w.name.toLowerCase().startsWith(search)
  const ordered = search ? [...found.filter(starts), ...found.filter((w) => !starts(w))] : found
  const page = Number(query.get('page') ?? '1')
  const entries = Number(query.get('entries') ?? '40')
  const start = (page - 1) * entries
  return { data: ordered.slice(start, start + entries), count: ordered.length }
}
