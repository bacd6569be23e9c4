import { type IconRef, iconRefFromPath } from './iconRef'

/**
 * Which icon of the set draws a wallet (by its `@web3icons` id), a network (by CAIP-2 id) or a
 * token (by symbol, any case).
 * @example
 * const index = await loadIconIndex()
 * index.network('eip155:8453') // { folder: 'networks', name: 'base' }
 */
export type IconIndex = {
  wallet(iconId: string): IconRef | undefined
  network(caip2: string): IconRef | undefined
  token(symbol: string): IconRef | undefined
}

// Networks whose CAIP-2 id the set's metadata does not carry, by the icon that draws them. The
// set gives EVM testnets their mainnet's icon; the testnets here do the same.
const EXTRA_NETWORKS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'network:solana',
    'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'network:solana',
    'bip122:000000000933ea01ad0ee984209779ba': 'network:bitcoin',
    'bip122:00000008819873e925422c1ff0f99f7c': 'network:bitcoin',
    'eip155:1301': 'network:unichain',
    'cosmos:osmosis-1': 'network:osmosis',
    'mvx:1': 'network:multiversx',
    'cip34:1-764824073': 'network:cardano',
    'tezos:NetXdQprcVkpaWU': 'token:XTZ',
  }),
)

function byKey<T extends { filePath: string }>(
  items: readonly T[],
  key: (item: T) => string | undefined,
): Map<string, IconRef> {
  const map = new Map<string, IconRef>()
  for (const item of items) {
    const k = key(item)
    const ref = iconRefFromPath(item.filePath)
    // The first entry wins where the metadata names one network twice.
    if (k !== undefined && ref && !map.has(k)) map.set(k, ref)
  }
  return map
}

/**
 * Loads the icon set's metadata (`@web3icons/common`) into look-ups. The token list is large,
 * so it is read on first use rather than when the gateway starts.
 * @example
 * const ref = (await loadIconIndex()).token('usdc') // { folder: 'tokens', name: 'USDC' }
 */
export async function loadIconIndex(): Promise<IconIndex> {
  const [{ wallets }, { networks }, { tokens }] = await Promise.all([
    import('@web3icons/common/metadata/wallets'),
    import('@web3icons/common/metadata/networks'),
    import('@web3icons/common/metadata/tokens'),
  ])
  const walletRefs = byKey(wallets, (wallet) => wallet.id)
  const networkRefs = byKey(networks, (network) => network.caip2id)
  for (const [caip2, filePath] of EXTRA_NETWORKS) {
    const ref = iconRefFromPath(filePath)
    if (ref && !networkRefs.has(caip2)) networkRefs.set(caip2, ref)
  }
  const tokenRefs = byKey(tokens, (token) => token.symbol.toUpperCase())
  return {
    wallet: (iconId) => walletRefs.get(iconId),
    network: (caip2) => networkRefs.get(caip2),
    token: (symbol) => tokenRefs.get(symbol.toUpperCase()),
  }
}
