import { bitcoinNetworkParamsSchema } from '@portico/common'
import { tokenBucketSchema } from '@portico/server'
import { z } from 'zod'

/**
 * One Bitcoin-family chain the gateway serves an Esplora-style API for: its network parameters
 * (which addresses belong to it) and the JSON-RPC of a Bitcoin Core-compatible node. The node
 * needs `-txindex` for the status of confirmed transactions.
 * @example
 * bitcoinChainConfigSchema.parse({ params: litecoinRegtestParams, rpcUrl: 'http://127.0.0.1:18443', rpcUser: 'u', rpcPassword: 'p' })
 */
export const bitcoinChainConfigSchema = z.object({
  params: bitcoinNetworkParamsSchema,
  rpcUrl: z.url({ protocol: /^https?$/ }),
  rpcUser: z.string().min(1),
  rpcPassword: z.string().min(1),
  /** What the balance route calls the chain's coin. */
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(18) })
    .default({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 }),
  /** sat/vB answered for targets the node has no estimate for (a young chain has none). */
  fallbackFeeRate: z.number().positive().max(100_000).default(2),
  /** Past this many mempool transactions, unconfirmed activity is not read for addresses. */
  maxMempoolScan: z.number().int().nonnegative().max(100_000).default(2_000),
  rpcTimeoutMs: z.number().int().positive().default(10_000),
  /**
   * Address scans (`scantxoutset`, a read of the whole UTXO set) running or waiting at once;
   * past it an address read answers 503 with Retry-After.
   */
  maxPendingScans: z.number().int().positive().max(1_000).default(8),
  /** Addresses whose scanned outputs are kept until the next block. */
  scanCacheEntries: z.number().int().positive().max(1_000_000).default(10_000),
})

/**
 * The Bitcoin part of the gateway configuration: the chains and one token bucket per client over
 * their routes (an address look-up scans the node's UTXO set: not free).
 * @example
 * bitcoinConfigSchema.parse({ chains: [] })
 */
export const bitcoinConfigSchema = z.object({
  chains: z.array(bitcoinChainConfigSchema).max(16).default([]),
  rateLimit: tokenBucketSchema(60, 10),
})

/** One configured Bitcoin chain. @example chain.params.bech32 */
export type BitcoinChainConfig = z.infer<typeof bitcoinChainConfigSchema>
/** The gateway's Bitcoin configuration. @example config.bitcoin.chains */
export type BitcoinConfig = z.infer<typeof bitcoinConfigSchema>
