import { z } from 'zod'

/**
 * How the gateway serves ENS avatars in place of the hosts their records name: the size of
 * one image, how long an answer (or its absence) is reused, how many names are held, and the
 * HTTP gateway `ipfs://` records are read through.
 * @example ensAvatarConfigSchema.parse({ maxBytes: 262_144 })
 */
export const ensAvatarConfigSchema = z.object({
  maxBytes: z
    .number()
    .int()
    .positive()
    .max(8 * 1024 * 1024)
    .default(1024 * 1024),
  cacheTtlMs: z
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  cacheEntries: z.number().int().positive().max(100_000).default(2_000),
  ipfsGateway: z.url({ protocol: /^https?$/ }).default('https://ipfs.io/ipfs/'),
})

/** The ENS avatar settings. @example config.names.avatars.maxBytes */
export type EnsAvatarConfig = z.infer<typeof ensAvatarConfigSchema>
