/**
 * A provider's hosted checkout `base` URL with the query parameters that have a value: a
 * provider's documented parameters are optional, and an empty one is not the same as none.
 * @example checkoutUrl('https://pay.coinbase.com/buy/select-asset', { appId, redirectUrl: undefined })
 */
export function checkoutUrl(base: string, params: Record<string, string | undefined>): string {
  const url = new URL(base)
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(key, value)
  }
  return url.toString()
}
