/** Milliseconds in a second; the unit of every `*_MS` constant. @example 3 * SECOND_MS */
export const SECOND_MS = 1_000

/**
 * Delay before a new toast replaces an open one (spec §4).
 * @example setTimeout(show, TOAST_REPLACE_DELAY_MS)
 */
export const TOAST_REPLACE_DELAY_MS = 150

/**
 * Time after which the modal's shake flag resets (spec §2).
 * @example setTimeout(() => set({ shake: false }), SHAKE_RESET_MS)
 */
export const SHAKE_RESET_MS = 500

/**
 * Timeout of one HTTP request of the RPC transport (spec §9).
 * @example fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) })
 */
export const HTTP_TIMEOUT_MS = 10 * SECOND_MS

/**
 * Largest JSON-RPC batch of the HTTP transport (spec §9).
 * @example calls.length <= HTTP_BATCH_SIZE
 */
export const HTTP_BATCH_SIZE = 1_000

/**
 * Ranking of fallback RPC transports (spec §9): weights, sample count and probe timeout.
 * @example score = stability * FALLBACK_RANKING.stabilityWeight + latency * FALLBACK_RANKING.latencyWeight
 */
export const FALLBACK_RANKING = {
  stabilityWeight: 0.7,
  latencyWeight: 0.3,
  sampleCount: 10,
  timeoutMs: SECOND_MS,
} as const
