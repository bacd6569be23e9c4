import { tokenBucketSchema } from '@portico/server'
import { z } from 'zod'
import { guardedFetchShape } from './guardedFetchShape'

/**
 * How the gateway reads NFT metadata behind token URIs (any contract names them, so any
 * address on the internet): the size, time and redirect limits of one read, its cache, the
 * rate limit of the NFT list per client, and the addresses let through although private.
 * @example
 * nftMetadataConfigSchema.parse({ allowLoopback: true }) // the dev stack's devnet metadata
 */
export const nftMetadataConfigSchema = z.object({
  ...guardedFetchShape({ maxBytes: 256 * 1024, timeoutMs: 5_000, maxRedirects: 3 }),
  /** How long a read is reused; a failure is reused for a tenth of it. */
  cacheTtlMs: z
    .number()
    .int()
    .nonnegative()
    .default(10 * 60_000),
  /** Token URIs held in the cache (least recently used go first). */
  cacheEntries: z.number().int().positive().max(1_000_000).default(5_000),
  /** Token bucket per client address over GET /v1/account/{address}/nfts. */
  rateLimit: tokenBucketSchema(60, 2),
})

/** The NFT metadata settings. @example config.nftMetadata.maxBytes */
export type NftMetadataConfig = z.infer<typeof nftMetadataConfigSchema>
