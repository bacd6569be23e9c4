import { positiveIntSchema, tokenBucketSchema } from '@portico/server'
import { z } from 'zod'

/**
 * Limits of the chain JSON-RPC proxy (`POST /v1?chainId&projectId`): a token bucket per client
 * address where a batch costs the sum of its calls (one token each, more for the methods of
 * `methodCosts`, added to RPC_METHOD_COSTS), the largest batch and body, the widest
 * `eth_getLogs` block range, how long the chain's node may take and how much it may answer.
 * @example rpcConfigSchema.parse({}).maxBatchSize // 100
 */
export const rpcConfigSchema = z.object({
  rateLimit: tokenBucketSchema(600, 20),
  /**
   * Tokens per call of a method, over the defaults (eth_call, eth_estimateGas and eth_getLogs
   * cost 5); a method not listed costs 1.
   */
  methodCosts: z.record(z.string().max(64), z.number().int().min(1).max(1000)).default({}),
  maxBatchSize: z.number().int().min(1).max(1000).default(100),
  maxBodyBytes: positiveIntSchema(256 * 1024),
  maxLogBlockRange: z.number().int().positive().default(10_000),
  /** Below the kit's own 10 s transport timeout (spec §9), so callers get our answer. */
  timeoutMs: z.number().int().positive().default(8_000),
  maxResponseBytes: positiveIntSchema(10 * 1024 * 1024),
})

/** The parsed `rpc` section of the gateway config. @example const { maxBatchSize } = rpcConfig */
export type RpcConfig = z.infer<typeof rpcConfigSchema>
