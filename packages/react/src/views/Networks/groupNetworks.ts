import type { CaipNetwork, ChainNamespace } from '@portico/common'

/**
 * The networks of one chain family, as the Networks view lists them.
 * @example
 * const group: NetworkGroup = { namespace: 'solana', networks: [solanaLocal] }
 */
export type NetworkGroup = { namespace: ChainNamespace; networks: readonly CaipNetwork[] }

/**
 * The app's networks grouped by chain family: one group per namespace that has an adapter, in
 * the adapters' order, each in the order the app listed its networks; families without
 * networks are left out. Without adapters (WalletConnect only), the active family alone.
 * @example
 * groupNetworks([devnetA, solanaLocal], ['eip155', 'solana'], 'eip155')
 * // [{ namespace: 'eip155', networks: [devnetA] }, { namespace: 'solana', networks: [solanaLocal] }]
 */
export function groupNetworks(
  networks: readonly CaipNetwork[],
  namespaces: readonly ChainNamespace[],
  active: ChainNamespace,
): NetworkGroup[] {
  const families = namespaces.length > 0 ? namespaces : [active]
  return families
    .map((namespace) => ({
      namespace,
      networks: networks.filter((network) => network.chainNamespace === namespace),
    }))
    .filter((group) => group.networks.length > 0)
}

/**
 * The heading of a family in the grouped list: product names, the same in every language.
 * @example
 * namespaceTitle('bip122') // 'Bitcoin'
 */
export function namespaceTitle(namespace: ChainNamespace): string {
  const titles: Partial<Record<ChainNamespace, string>> = {
    eip155: 'EVM',
    solana: 'Solana',
    bip122: 'Bitcoin',
    polkadot: 'Polkadot',
    cosmos: 'Cosmos',
    near: 'NEAR',
    tezos: 'Tezos',
    algorand: 'Algorand',
    multiversx: 'MultiversX',
    elrond: 'MultiversX',
    cip34: 'Cardano',
  }
  return titles[namespace] ?? namespace
}
