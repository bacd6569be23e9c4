import type { CaipNetworkId } from '@portico/common'
import type { Client } from 'viem'
import { getChainId } from 'viem/actions'

/**
 * A viem client for smart-account checks: one client, or a function picking the client of a
 * CAIP-2 network (return `undefined` for networks you cannot reach).
 * @example
 * const publicClient: PublicClientSource = (chainId) => clients[chainId]
 */
export type PublicClientSource = Client | ((chainId: CaipNetworkId) => Client | undefined)

/**
 * The client to verify a message of `chainId` with, only if it really serves that chain:
 * EIP-4361 wants contract accounts resolved on the message's own chain.
 * @example
 * const client = await resolvePublicClient(publicClient, 'eip155:31337')
 */
export async function resolvePublicClient(
  source: PublicClientSource | undefined,
  chainId: CaipNetworkId,
): Promise<Client | undefined> {
  const client = typeof source === 'function' ? source(chainId) : source
  if (client === undefined) return undefined
  const id = client.chain?.id ?? (await getChainId(client))
  return `eip155:${id}` === chainId ? client : undefined
}
