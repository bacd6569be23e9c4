/** viem's UnknownRpcError code: a wrapper, not the wallet's answer. */
const UNKNOWN = -1

/**
 * Finds the EIP-1193 / JSON-RPC error code in an error and its `cause` chain.
 *
 * Wallets throw plain objects, viem wraps them, wagmi wraps viem: the code can sit at any depth.
 * MetaMask Mobile hides 4902 in `data.originalError.code`, so that place is read too. viem's
 * UnknownRpcError (code -1) only wraps the wallet's error, so its code is skipped.
 * @example
 * walletErrorCode({ code: 4001, message: 'User rejected' }) // 4001
 */
export function walletErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current)
    // The wrapped code is the precise one (MetaMask Mobile: -32603 around 4902).
    const original = originalErrorCode(current)
    if (original !== undefined) return original
    if ('code' in current && typeof current.code === 'number' && current.code !== UNKNOWN) {
      return current.code
    }
    current = 'cause' in current ? current.cause : undefined
  }
  return undefined
}

function originalErrorCode(error: object): number | undefined {
  if (!('data' in error) || typeof error.data !== 'object' || error.data === null) return undefined
  const data = error.data
  if (!('originalError' in data) || typeof data.originalError !== 'object') return undefined
  const original = data.originalError
  if (original === null || !('code' in original)) return undefined
  return typeof original.code === 'number' ? original.code : undefined
}
