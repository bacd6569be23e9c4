import type { SwapContext } from './createSwapContext'

/**
 * Read through the instance's TanStack Query cache under `['portico', 'swap', ...key]`.
 * @example
 * const gas = await cachedSwapQuery(ctx, ['gas-price', chainId], PRICES_STALE_MS, readGasPrice)
 */
export async function cachedSwapQuery<T>(
  ctx: SwapContext,
  key: unknown[],
  staleTime: number,
  fn: () => Promise<T>,
): Promise<T> {
  return (await ctx.portico.getQueryClient()).fetchQuery({
    queryKey: ['portico', 'swap', ...key],
    queryFn: fn,
    staleTime,
  })
}
