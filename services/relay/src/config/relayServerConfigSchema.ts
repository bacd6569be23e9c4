import { serviceConfigFields } from '@portico/server'
import { z } from 'zod'

const count = z.number().int().nonnegative()

/**
 * The relay program's configuration (JSON file and `PORTICO_RELAY_*` variables): where it
 * listens and stores, its log level, production mode and metrics token, the projects and JWT
 * audiences it accepts, proxy trust, cluster mode (Redis) and the limits of `RelayConfig`
 * (unset ones keep `resolveRelayConfig`'s defaults).
 * @example
 * relayServerConfigSchema.parse({ port: 0, dbPath: ':memory:' })
 */
export const relayServerConfigSchema = z.object({
  // Production refuses unsafe settings at start (relayProductionProblems).
  ...serviceConfigFields(8788),
  /** The SQLite file of a single node (':memory:' for a throwaway store). */
  dbPath: z.string().optional(),
  /** When non-empty, the `projectId` query must be one of these. */
  projectIds: z.array(z.string().min(1)).default([]),
  /** Hosts the JWT `aud` must name; empty: the listen address and its loopback names. */
  audienceHosts: z.array(z.string().min(1)).default([]),
  /** Take the client address from the right-most X-Forwarded-For hop (the relay's own proxy). */
  trustProxy: z.boolean().default(false),
  limits: z
    .object({
      maxMessageBytes: count.optional(),
      maxTtlSeconds: count.optional(),
      maxStoredBytesPerClient: count.optional(),
      maxStoredBytesPerAddress: count.optional(),
      maxStoredBytes: count.optional(),
      storageReservePercent: count.max(100).optional(),
      minFreeDiskBytes: count.optional(),
      maxConnectionsPerAddress: count.optional(),
      maxConnectionsPerClient: count.optional(),
      maxSubscriptionsPerConnection: count.optional(),
      maxJwtLifetimeSeconds: count.optional(),
      /** Per-connection token bucket: frames at once, and refilled per second. */
      rateBurst: count.optional(),
      ratePerSecond: count.optional(),
    })
    .prefault({}),
  /** Cluster mode: messages, quotas and the bus in this Redis (keys under `prefix`). */
  redis: z
    .object({
      url: z.string().regex(/^rediss?:\/\//, 'Expected a redis:// or rediss:// URL'),
      prefix: z.string().min(1).max(64).default('portico:relay:'),
      /** How long a silent node's sockets keep counting. */
      staleNodeMs: z.number().int().positive().optional(),
    })
    .optional(),
})

/** The parsed relay program configuration. @example const { port } = config */
export type RelayServerConfig = z.infer<typeof relayServerConfigSchema>
