import { createHttpJsonRpc, type JsonRpcRequest } from '@portico/common'
import type { GatewayChain } from '../blockchain/GatewayChain'
import type { SolanaChainConfig } from '../solana/solanaConfigSchema'

/**
 * A network the gateway takes payments on: a configured EVM chain (through its client) or
 * Solana cluster (through its JSON-RPC), with its native coin's decimals.
 * @example
 * const network: PayNetwork = { caip2: 'eip155:31337', namespace: 'eip155', request, nativeDecimals: 18 }
 */
export type PayNetwork = {
  caip2: string
  namespace: 'eip155' | 'solana'
  request: JsonRpcRequest
  nativeDecimals: number
}

/**
 * The networks payments can be asked on, by CAIP-2 id: every configured EVM chain and Solana
 * cluster.
 * @example
 * const networks = toPayNetworks(context.chains, config.solana.chains)
 * networks.get('eip155:31337')?.request('eth_blockNumber', [])
 */
export function toPayNetworks(
  chains: readonly GatewayChain[],
  solanaChains: readonly SolanaChainConfig[],
): ReadonlyMap<string, PayNetwork> {
  const networks = new Map<string, PayNetwork>()
  for (const chain of chains) {
    networks.set(chain.caip2, {
      caip2: chain.caip2,
      namespace: 'eip155',
      // viem's client types each method; the readers validate every answer they use.
      request: (method, params) =>
        chain.client.request({ method, params } as never) as Promise<unknown>,
      nativeDecimals: chain.config.nativeCurrency.decimals,
    })
  }
  for (const chain of solanaChains) {
    networks.set(chain.caipNetworkId, {
      caip2: chain.caipNetworkId,
      namespace: 'solana',
      request: createHttpJsonRpc(chain.rpcUrl, { timeoutMs: chain.rpcTimeoutMs }),
      nativeDecimals: chain.nativeCurrency.decimals,
    })
  }
  return networks
}
