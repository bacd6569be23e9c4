import { decodeBitcoinAddress } from '@portico/common'
import { GatewayError } from '../errors/GatewayError'
import type { BitcoinChainConfig } from './bitcoinConfigSchema'
import { type BitcoinRpc, createBitcoinRpc } from './createBitcoinRpc'
import { createMempoolReader } from './createMempoolReader'
import { createUtxoScanner } from './createUtxoScanner'
import { type AddressState, summarizeAddress } from './readAddressState'

/**
 * One configured Bitcoin chain with its node's clients, shared by the Esplora-style routes and
 * the balance route (one scan queue and one mempool cache per node).
 * @example
 * const state = await node.readAddress('rltc1q…')
 */
export type BitcoinNode = {
  chain: BitcoinChainConfig
  rpc: BitcoinRpc
  /** The address's UTXOs and counters; INVALID_PARAMS when it is not of this chain. */
  readAddress: (address: string) => Promise<AddressState>
}

/**
 * The configured Bitcoin chains' nodes, by CAIP-2 id.
 * @example
 * const nodes = createBitcoinNodes(config.bitcoin.chains)
 * nodes.get('bip122:530827f38f93b43ed12af0b3ad25a288')
 */
export function createBitcoinNodes(
  chains: readonly BitcoinChainConfig[],
): ReadonlyMap<string, BitcoinNode> {
  return new Map(
    chains.map((chain) => {
      const rpc = createBitcoinRpc(chain)
      const scan = createUtxoScanner(rpc, {
        maxPendingScans: chain.maxPendingScans,
        cacheEntries: chain.scanCacheEntries,
      })
      const mempool = createMempoolReader(rpc, { maxScan: chain.maxMempoolScan })
      const readAddress = async (address: string) => {
        const decoded = decodeBitcoinAddress(address, chain.params)
        if (!decoded) {
          throw new GatewayError('INVALID_PARAMS', {
            message: `Invalid path parameter 'address': not an address of ${chain.params.name}`,
          })
        }
        const [confirmed, pending] = await Promise.all([scan(address), mempool(decoded.script)])
        return summarizeAddress(confirmed, pending)
      }
      return [chain.params.caipNetworkId, { chain, rpc, readAddress }] as const
    }),
  )
}
