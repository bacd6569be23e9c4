import { BALANCE_CACHE_MS } from '@portico/common'
import { z } from 'zod'

const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')

/**
 * One ERC20 token whose balance the gateway reports.
 * @example tokenConfigSchema.parse({ address: '0x…', name: 'Test USD', symbol: 'TUSD', decimals: 6 })
 */
export const tokenConfigSchema = z.object({
  address: evmAddressSchema,
  name: z.string().min(1),
  symbol: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(36),
})

/**
 * One EVM chain the gateway serves and indexes.
 * @example chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' })
 */
export const chainConfigSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string().min(1),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(36) })
    .default({ name: 'Ether', symbol: 'ETH', decimals: 18 }),
  tokens: z.array(tokenConfigSchema).default([]),
  startBlock: z.number().int().nonnegative().default(0),
})

/**
 * A project allowed to use the gateway; an empty `allowedOrigins` allows every origin.
 * @example projectConfigSchema.parse({ projectId: 'demo', allowedOrigins: ['http://127.0.0.1:5173'] })
 */
export const projectConfigSchema = z.object({
  projectId: z.string().min(1).max(128),
  allowedOrigins: z.array(z.string().min(1)).default([]),
  analyticsEnabled: z.boolean().default(true),
  features: z
    .array(
      z.object({
        id: z.string(),
        isEnabled: z.boolean(),
        config: z.array(z.string()).nullable().optional(),
      }),
    )
    .nullable()
    .default(null),
})

/**
 * The whole gateway configuration, as read from the JSON file and environment, with defaults.
 * @example
 * const config = gatewayConfigSchema.parse({ chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }] })
 */
export const gatewayConfigSchema = z.object({
  port: z.number().int().min(0).max(65535).default(8787),
  host: z.string().default('127.0.0.1'),
  publicUrl: z.url().optional(),
  dbPath: z.string().default('.cache/portico-gateway.sqlite'),
  chains: z.array(chainConfigSchema).default([]),
  projects: z.array(projectConfigSchema).default([]),
  priceSource: z
    .object({ kind: z.literal('static'), prices: z.record(z.string(), z.number().nonnegative()) })
    .default({ kind: 'static', prices: {} }),
  balanceCacheMs: z.number().int().nonnegative().default(BALANCE_CACHE_MS),
  /** `forceUpdate` re-reads the chain at most once per address and chain in this interval. */
  balanceForceUpdateIntervalMs: z.number().int().nonnegative().default(5_000),
  historyPageSize: z.number().int().min(1).max(100).default(20),
  bodyLimitBytes: z
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  trustProxy: z.boolean().default(false),
  /**
   * Let pages on localhost and 127.0.0.1 (any port) call the API of every project whatever its
   * allowedOrigins: a development setting (the dev stack turns it on). Sign-in domains never
   * get it: a SIWX message for localhost needs localhost in the project's allowedOrigins.
   */
  allowLoopbackOrigins: z.boolean().default(false),
  indexer: z
    .object({
      enabled: z.boolean().default(true),
      pollIntervalMs: z.number().int().positive().default(1000),
      batchSize: z.number().int().min(1).max(1000).default(100),
    })
    .prefault({}),
  analytics: z
    .object({
      capacity: z.number().int().positive().default(30),
      refillPerSecond: z.number().positive().default(1),
      /** Events older than this many days are deleted by the sweep. */
      retentionDays: z.number().positive().default(30),
    })
    .prefault({}),
  siwx: z
    .object({
      /** Token bucket per client address over every /v1/siwx/* call. */
      rateLimit: z
        .object({
          capacity: z.number().int().positive().default(30),
          refillPerSecond: z.number().positive().default(1),
        })
        .prefault({}),
      /** Longest sign-in session; a message's Expiration Time can end it sooner. */
      sessionTtlMs: z
        .number()
        .int()
        .positive()
        .default(7 * 24 * 60 * 60_000),
      /** How long an issued nonce waits for its signed message. */
      nonceTtlMs: z
        .number()
        .int()
        .positive()
        .default(5 * 60_000),
    })
    .prefault({}),
  /** How often expired rows (old analytics events, SIWX nonces and sessions) are deleted. */
  sweepIntervalMs: z.number().int().positive().default(60_000),
  catalogue: z
    .object({
      path: z.string().optional(),
      evmWalletsSupportConfiguredChains: z.boolean().default(true),
      /** Where the dev stack's test wallet app runs, when not on http://127.0.0.1:5174. */
      testWalletUrl: z.url({ protocol: /^https?$/ }).optional(),
    })
    .prefault({}),
})

/** The parsed gateway configuration. @example const port = config.port */
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>
/** Input of {@link gatewayConfigSchema} (defaults optional). @example const c: GatewayConfigInput = {} */
export type GatewayConfigInput = z.input<typeof gatewayConfigSchema>
/** One configured chain. @example const id = chain.chainId */
export type ChainConfig = z.infer<typeof chainConfigSchema>
/** One configured project. @example project.allowedOrigins */
export type ProjectConfig = z.infer<typeof projectConfigSchema>
/** One configured token. @example token.symbol */
export type TokenConfig = z.infer<typeof tokenConfigSchema>
