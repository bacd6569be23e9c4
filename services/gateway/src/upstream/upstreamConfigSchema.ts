import { z } from 'zod'

/**
 * How the gateway treats one chain's RPC provider: a paid provider counts calls per second,
 * answers 429 when they run over, caps how many calls one JSON-RPC batch may hold, and is down
 * now and then. The defaults suit a local node; a provider's plan sets `callsPerSecond` (calls,
 * not HTTP requests: a batch of 50 is 50) and its batch cap.
 * @example
 * upstreamConfigSchema.parse({ callsPerSecond: 25, maxBatchSize: 10 })
 */
export const upstreamConfigSchema = z
  .object({
    /** Calls sent per second at most, queued beyond that; unset: no pacing. */
    callsPerSecond: z.number().positive().max(100_000).optional(),
    /** Calls one JSON-RPC batch may hold; halved (down to 1) each time the provider refuses one. */
    maxBatchSize: z.number().int().min(1).max(1_000).default(50),
    /** Times one request is tried again after a 429, waiting its `Retry-After` (else 1 s, 2 s, 4 s…). */
    maxRateLimitRetries: z.number().int().min(0).max(20).default(5),
    /** The longest wait one 429 may ask for; a longer `Retry-After` fails the request instead. */
    maxRetryAfterMs: z.number().int().positive().max(600_000).default(60_000),
    /** Consecutive failed requests (network errors, 5xx, 429s past their retries) that open the circuit. */
    failureThreshold: z.number().int().min(1).max(1_000).default(5),
    /** How long an open circuit fails every request at once before one is let through to try. */
    cooldownMs: z.number().int().positive().max(3_600_000).default(30_000),
  })
  .prefault({})

/**
 * One chain's upstream settings, defaults applied.
 * @example const upstream: UpstreamConfig = upstreamConfigSchema.parse({})
 */
export type UpstreamConfig = z.infer<typeof upstreamConfigSchema>
