import type { CaipNetwork, ChainNamespace } from '@portico/common'

/**
 * The app network of `namespace` whose chain reference is `chainId` (1 and '1' match).
 * @example
 * findNetwork(networks, 'eip155', 8453)?.name // 'Base'
 */
export function findNetwork(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace,
  chainId: number | string,
): CaipNetwork | undefined {
  return networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))
}
