import { InvariantError } from '@portico/server'
import type { PublicClient } from 'viem'
import type { ChainConfig } from '../config/gatewayConfigSchema'

/**
 * A configured chain with its CAIP-2 id and RPC client.
 * @example
 * const chain: GatewayChain = { caip2: 'eip155:31337', config, client }
 */
export type GatewayChain = { caip2: string; config: ChainConfig; client: PublicClient }

/**
 * Joins configured chains with their clients; a chain without a client is an error at start.
 * @example
 * const chains = toGatewayChains(config.chains, createChainClients(config.chains))
 */
export function toGatewayChains(
  configs: readonly ChainConfig[],
  clients: ReadonlyMap<string, PublicClient>,
): GatewayChain[] {
  return configs.map((config) => {
    const caip2 = `eip155:${config.chainId}`
    const client = clients.get(caip2)
    if (!client) throw new InvariantError(`No chain client for ${caip2}`)
    return { caip2, config, client }
  })
}
