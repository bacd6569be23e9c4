import { type CaipNetwork, type CaipNetworkId, isCaipAddress } from '@portico/common'

/**
 * The network a connected account is on when the app does not list it (a wallet moved to chain
 * 999, say), else undefined. The active network stays the last listed one in that case, so a
 * button that showed it would name a network the wallet is no longer on.
 * @example
 * unlistedNetworkOf('eip155:999:0xf39F…2266', [KNOWN_CHAINS.mainnet]) // 'eip155:999'
 * unlistedNetworkOf('eip155:1:0xf39F…2266', [KNOWN_CHAINS.mainnet]) // undefined
 */
export function unlistedNetworkOf(
  caipAddress: string | undefined,
  networks: readonly CaipNetwork[],
): CaipNetworkId | undefined {
  if (!caipAddress || !isCaipAddress(caipAddress)) return undefined
  const [namespace, reference] = caipAddress.split(':')
  const caipNetworkId = `${namespace}:${reference}` as CaipNetworkId
  return networks.some((network) => network.caipNetworkId === caipNetworkId)
    ? undefined
    : caipNetworkId
}
