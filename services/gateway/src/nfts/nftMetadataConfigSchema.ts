import { isIP } from 'node:net'
import { tokenBucketSchema } from '@portico/server'
import { z } from 'zod'

/**
 * An IP address, or a range such as 10.1.0.0/16 or fd00::/8.
 * @example addressOrRange.parse('10.1.0.0/16')
 */
export const addressOrRange = z
  .string()
  .max(64)
  .refine((value) => {
    const [ip = '', bits, ...rest] = value.split('/')
    const family = isIP(ip)
    if (family === 0 || rest.length > 0) return false
    if (bits === undefined) return true
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
  }, 'Expected an IP address or CIDR range')

/**
 * How the gateway reads NFT metadata behind token URIs (any contract names them, so any
 * address on the internet): the size, time and redirect limits of one read, its cache, the
 * rate limit of the NFT list per client, and the addresses let through although private.
 * @example
 * nftMetadataConfigSchema.parse({ allowLoopback: true }) // the dev stack's devnet metadata
 */
export const nftMetadataConfigSchema = z.object({
  /**
   * Let token URIs on 127.0.0.0/8 and ::1 be read: a development setting for devnets whose
   * contracts point at local metadata (the dev stack turns it on). Private, link-local and
   * metadata-service addresses stay refused.
   */
  allowLoopback: z.boolean().default(false),
  /** IP addresses or CIDR ranges read although private (an internal metadata mirror). */
  allowedAddresses: z.array(addressOrRange).max(64).default([]),
  /** Bytes of one metadata document past which the read is dropped. */
  maxBytes: z
    .number()
    .int()
    .positive()
    .max(16 * 1024 * 1024)
    .default(256 * 1024),
  /** The whole read, redirects included. */
  timeoutMs: z.number().int().positive().max(60_000).default(5_000),
  /** Redirects followed (each to a checked address) before the read is given up. */
  maxRedirects: z.number().int().min(0).max(10).default(3),
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
