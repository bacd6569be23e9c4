/**
 * The address swap clients use for a chain's native token (in a CAIP-10 id, e.g.
 * `eip155:31337:0xeeee…eeee`); the router is handed WETH in its place.
 * @example `${chain.caip2}:${NATIVE_TOKEN_ADDRESS}`
 */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Whether an address names the native token: the address above, or the zero address some
 * clients send for it.
 * @example isNativeTokenAddress('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE') // true
 */
export function isNativeTokenAddress(address: string): boolean {
  const lower = address.toLowerCase()
  return lower === NATIVE_TOKEN_ADDRESS || lower === '0x0000000000000000000000000000000000000000'
}
