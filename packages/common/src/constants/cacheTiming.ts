import { SECOND_MS } from './timing'

// How long remote data stays fresh, and how long reads and searches wait.

/**
 * Cache time of balances and native balances (spec §9).
 * @example useQuery({ staleTime: BALANCE_CACHE_MS })
 */
export const BALANCE_CACHE_MS = 30 * SECOND_MS

/**
 * Cache time of transaction history pages and token prices (api-shapes.md).
 * @example useQuery({ staleTime: TRANSACTIONS_CACHE_MS })
 */
export const TRANSACTIONS_CACHE_MS = 15 * SECOND_MS

/**
 * Cache time of names and identities (spec §9).
 * @example useQuery({ staleTime: IDENTITY_CACHE_MS })
 */
export const IDENTITY_CACHE_MS = 5 * 60 * SECOND_MS

/**
 * After a failed token-balance fetch, retries are blocked for this long (spec §8).
 * @example if (now - lastFailure < TOKEN_BALANCE_RETRY_GUARD_MS) return
 */
export const TOKEN_BALANCE_RETRY_GUARD_MS = 30 * SECOND_MS

/**
 * Give up preloading an image after this long (spec §9).
 * @example AbortSignal.timeout(IMAGE_PRELOAD_TIMEOUT_MS)
 */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND_MS

/**
 * Minimum time the wallet search shows its loading state (spec §9).
 * @example await Promise.all([search(q), sleep(SEARCH_MIN_WAIT_MS)])
 */
export const SEARCH_MIN_WAIT_MS = 300
