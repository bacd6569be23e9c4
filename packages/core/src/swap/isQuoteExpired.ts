/**
 * How long a quote may be signed after it was made: pool prices move with every block, and a
 * swap built on an old quote would fail its minimum or pay less than shown.
 * @example
 * setTimeout(refresh, SWAP_QUOTE_TTL_MS)
 */
export const SWAP_QUOTE_TTL_MS = 60_000

/**
 * Whether a quote made at `quotedAt` is too old to sign at `now`.
 * @example
 * if (isQuoteExpired(quote.quotedAt, Date.now())) throw new SwapQuoteExpiredError()
 */
export function isQuoteExpired(quotedAt: number, now: number): boolean {
  return now - quotedAt > SWAP_QUOTE_TTL_MS
}
