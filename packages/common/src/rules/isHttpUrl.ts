/**
 * Whether a value is an absolute http: or https: URL, as provider RPC URLs must be (spec §5).
 * @example
 * isHttpUrl('http://127.0.0.1:8545') // true
 * isHttpUrl('ws://127.0.0.1:8545') // false
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}
