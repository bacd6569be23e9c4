import { z } from 'zod'
import { guardedFetchShape } from '../../nfts/guardedFetchShape'

/**
 * What the gateway fetches for offchain ENS names (EIP-3668): the URLs a name's resolver names,
 * so any address on the internet. Only http(s), through the same guarded reader as NFT
 * metadata (public unicast addresses, checked on the address DNS gave and on every redirect),
 * at most `maxUrls` URLs per lookup, `maxLookups` lookups per read, `maxBytes` per answer,
 * `timeoutMs` per request.
 * @example offchainLookupConfigSchema.parse({ allowLoopback: true }) // a devnet's own CCIP gateway
 */
export const offchainLookupConfigSchema = z.object({
  ...guardedFetchShape({ maxBytes: 64 * 1024, timeoutMs: 4_000, maxRedirects: 2 }),
  maxUrls: z.number().int().positive().max(10).default(4),
  maxLookups: z.number().int().positive().max(10).default(4),
})

/** The offchain lookup settings. @example config.names.offchainLookups.maxUrls */
export type OffchainLookupConfig = z.infer<typeof offchainLookupConfigSchema>
