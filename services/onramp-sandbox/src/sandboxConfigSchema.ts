import { serviceConfigFields } from '@portico/server'
import { z } from 'zod'

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Expected a 0x-prefixed address')
const bucket = (burst: number, perMinute: number) =>
  z
    .object({
      burst: z.number().int().positive().default(burst),
      perMinute: z.number().positive().default(perMinute),
    })
    .prefault({})

/**
 * Per-client request limits: `checkout` counts checkout links opened (each may create an
 * order), `orders` counts card and confirm submissions (card testing is what a limit stops).
 * @example sandboxRateLimitsSchema.parse({}) // { checkout: { burst: 30, perMinute: 30 }, orders: { burst: 30, perMinute: 30 } }
 */
export const sandboxRateLimitsSchema = z.object({
  checkout: bucket(30, 30),
  orders: bucket(30, 30),
})

/** The parsed limits. @example limits.orders.burst */
export type SandboxRateLimits = z.infer<typeof sandboxRateLimitsSchema>

/**
 * The sandbox's settings: the secret it shares with the gateway (orders signed with anything
 * else are refused), the treasury key it delivers from, and the chains it delivers on with the
 * tokens it sells there.
 * @example sandboxConfigSchema.parse({ secret, treasuryKey, chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl }] })
 */
export const sandboxConfigSchema = z.object({
  // Production refuses unsafe settings at start (sandboxProductionProblems).
  ...serviceConfigFields(5175),
  secret: z.string().min(16),
  treasuryKey: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'Expected a 32-byte hex private key'),
  chains: z
    .array(
      z.object({
        chainId: z.number().int().positive(),
        name: z.string().min(1),
        rpcUrl: z.url({ protocol: /^https?$/ }),
        tokens: z
          .array(
            z.object({ address, symbol: z.string(), decimals: z.number().int().min(0).max(36) }),
          )
          .default([]),
      }),
    )
    .min(1),
  /** Where the database lives (':memory:' for tests). */
  dbPath: z.string().default('.data/onramp-sandbox.sqlite'),
  /**
   * Origins an order's `redirectUrl` (the "Return to the app" link) may point to: the apps'
   * allowed origins. An order returning anywhere else is refused. Default none.
   */
  allowedRedirectOrigins: z.array(z.url({ protocol: /^https?$/ })).default([]),
  /** Requests per client address: checkout links opened, and card / confirm submissions. */
  rateLimits: sandboxRateLimitsSchema.prefault({}),
})

/** The parsed settings. @example config.chains[0].rpcUrl */
export type SandboxConfig = z.infer<typeof sandboxConfigSchema>
/** One chain the sandbox delivers on. @example chain.chainId */
export type SandboxChain = SandboxConfig['chains'][number]
