import { isSolanaAddress } from '@portico/common'
import { z } from 'zod'

const mintSchema = z
  .string()
  .refine(isSolanaAddress, { message: 'Expected a base58 Solana address' })

/**
 * One Solana cluster the balance API answers for: its CAIP-2 id, its JSON-RPC and the SPL
 * tokens whose name and symbol it shows (other mints are listed under their address).
 * @example
 * solanaChainConfigSchema.parse({ caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf', name: 'Local Solana', rpcUrl: 'http://127.0.0.1:8899' })
 */
export const solanaChainConfigSchema = z.object({
  caipNetworkId: z
    .string()
    .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/, 'Expected solana:<32 base58>'),
  name: z.string().min(1),
  rpcUrl: z.url({ protocol: /^https?$/ }),
  nativeCurrency: z
    .object({ name: z.string(), symbol: z.string(), decimals: z.number().int().min(0).max(18) })
    .default({ name: 'Solana', symbol: 'SOL', decimals: 9 }),
  tokens: z
    .array(
      z.object({
        mint: mintSchema,
        name: z.string().min(1),
        symbol: z.string().min(1),
        decimals: z.number().int().min(0).max(18),
      }),
    )
    .max(200)
    .default([]),
  rpcTimeoutMs: z.number().int().positive().default(10_000),
})

/**
 * The Solana part of the gateway configuration.
 * @example
 * solanaConfigSchema.parse({ chains: [] })
 */
export const solanaConfigSchema = z.object({
  chains: z.array(solanaChainConfigSchema).max(16).default([]),
})

/** One configured Solana cluster. @example chain.caipNetworkId */
export type SolanaChainConfig = z.infer<typeof solanaChainConfigSchema>
