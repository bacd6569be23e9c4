import { toSwapError } from './toSwapError'

/**
 * Rethrow any failure as the swap error a visitor reads.
 * @example
 * const tokens = await readSwapTokenList(ctx, chainId).catch(failSwap)
 */
export function failSwap(cause: unknown): never {
  throw toSwapError(cause)
}
