/**
 * Number of recent wallets remembered (spec §9).
 * @example recent.slice(0, RECENT_WALLETS_LIMIT)
 */
export const RECENT_WALLETS_LIMIT = 2

/**
 * Recommended wallets fetched at once (spec §9).
 * @example getWallets({ page: 1, entries: RECOMMENDED_WALLETS_LIMIT })
 */
export const RECOMMENDED_WALLETS_LIMIT = 4

/**
 * Wallets per page of the all-wallets list (spec §9).
 * @example getWallets({ page, entries: WALLET_PAGE_SIZE })
 */
export const WALLET_PAGE_SIZE = 40

/**
 * Only the first this-many wallets of a page get their image fetched (spec §9).
 * @example page.slice(0, WALLET_PAGE_IMAGE_COUNT).forEach(prefetchImage)
 */
export const WALLET_PAGE_IMAGE_COUNT = 20

/**
 * Entries asked for by a wallet search (spec §9).
 * @example getWallets({ page: 1, entries: WALLET_SEARCH_ENTRIES, search })
 */
export const WALLET_SEARCH_ENTRIES = 100

/**
 * Error telemetry events sent per minute at most (spec §8).
 * @example if (sentThisMinute >= TELEMETRY_ERRORS_PER_MINUTE) return
 */
export const TELEMETRY_ERRORS_PER_MINUTE = 5

/**
 * Size of the default logger's buffer of recent lines in bytes (spec §9: about 1 MB).
 * @example createPorticoLogger({ bufferBytes: LOGGER_BUFFER_BYTES })
 */
export const LOGGER_BUFFER_BYTES = 1024 * 1024

/**
 * Default log level (spec §9): the default logger prints errors only.
 * @example createPorticoLogger({ level: DEFAULT_LOG_LEVEL })
 */
export const DEFAULT_LOG_LEVEL = 'error' as const

/**
 * Default swap slippage tolerance in percent (spec §9).
 * @example { eip155: { slippage: DEFAULT_SLIPPAGE } }
 */
export const DEFAULT_SLIPPAGE = 1
