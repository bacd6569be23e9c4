/** Token lists change with the gateway's configuration, not by the minute. */
export const TOKENS_STALE_MS = 5 * 60_000
/** Gas prices and token prices move by the block; a quote re-reads them this often at most. */
export const PRICES_STALE_MS = 15_000
