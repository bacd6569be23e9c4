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
 * Modal animation durations (spec §2): overlay fade-in, modal fade-out, view transition.
 * @example element.animate(frames, { duration: MODAL_ANIMATION_MS.open })
 */
export const MODAL_ANIMATION_MS = { open: 120, close: 150, viewChange: 150 } as const

/**
 * Lifetime of a WalletConnect pairing uri (spec §9).
 * @example const expiry = now + PAIRING_LIFETIME_MS
 */
export const PAIRING_LIFETIME_MS = 4 * 60 * SECOND_MS

/**
 * A pairing counts as expired when less than this remains (spec §5).
 * @example expiry - now < PAIRING_EXPIRY_MARGIN_MS
 */
export const PAIRING_EXPIRY_MARGIN_MS = 10 * SECOND_MS

/**
 * Minimum time between two email logins (spec §5).
 * @example now - lastEmailLogin < EMAIL_LOGIN_COOLDOWN_MS
 */
export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND_MS

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
 * Minimum time the wallet search shows its loading state (spec §9).
 * @example await Promise.all([search(q), sleep(SEARCH_MIN_WAIT_MS)])
 */
export const SEARCH_MIN_WAIT_MS = 300

/**
 * Delay after init before the relay's message cache is processed (spec §9).
 * @example setTimeout(processCache, RELAY_CACHE_PROCESS_DELAY_MS)
 */
export const RELAY_CACHE_PROCESS_DELAY_MS = SECOND_MS

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
