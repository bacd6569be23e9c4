import { z } from 'zod'
import { addressOrRange } from '../../nfts/nftMetadataConfigSchema'

/**
 * What the gateway fetches for offchain ENS names (EIP-3668): the URLs a name's resolver names,
 * so any address on the internet. Only http(s), through the same guarded reader as NFT
 * metadata (public unicast addresses, checked on the address DNS gave and on every redirect),
 * at most `maxUrls` URLs per lookup, `maxLookups` lookups per read, `maxBytes` per answer,
 * `timeoutMs` per request.
 * @example offchainLookupConfigSchema.parse({ allowLoopback: true }) // a devnet's own CCIP gateway
 */
export const offchainLookupConfigSchema = z.object({
  /**
   * Let lookups reach 127.0.0.0/8 and ::1: for devnets and tests whose offchain gateway runs on
   * this machine. Production refuses it.
   */
  allowLoopback: z.boolean().default(false),
  /** IP addresses or CIDR ranges reached although private (an internal CCIP gateway). */
  allowedAddresses: z.array(addressOrRange).max(64).default([]),
  maxBytes: z
    .number()
    .int()
    .positive()
    .max(4 * 1024 * 1024)
    .default(64 * 1024),
  timeoutMs: z.number().int().positive().max(30_000).default(4_000),
  maxRedirects: z.number().int().min(0).max(5).default(2),
  maxUrls: z.number().int().positive().max(10).default(4),
  maxLookups: z.number().int().positive().max(10).default(4),
})

/** The offchain lookup settings. @example config.names.offchainLookups.maxUrls */
export type OffchainLookupConfig = z.infer<typeof offchainLookupConfigSchema>
