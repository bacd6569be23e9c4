import { UserRejectedRequestError } from '@portico/common'

/** ethers' own code for a request the user declined in the wallet. */
const ACTION_REJECTED = 'ACTION_REJECTED'
/** viem's UnknownRpcError code: a wrapper, not the wallet's answer. */
const UNKNOWN = -1
/** Where wallets, viem, wagmi, ethers and Portico keep the error they wrap. */
const WRAPPED = ['cause', 'error', 'info'] as const

function originalErrorCode(error: object): number | undefined {
  const data = 'data' in error ? error.data : undefined
  if (typeof data !== 'object' || data === null || !('originalError' in data)) return undefined
  const original = data.originalError
  if (typeof original !== 'object' || original === null || !('code' in original)) return undefined
  return typeof original.code === 'number' ? original.code : undefined
}

function ownCode(error: object): number | undefined {
  // MetaMask Mobile hides the precise code (4902 inside -32603) in data.originalError.
  const original = originalErrorCode(error)
  if (original !== undefined) return original
  if (!('code' in error)) return undefined
  if (error.code === ACTION_REJECTED) return UserRejectedRequestError.code
  return typeof error.code === 'number' && error.code !== UNKNOWN ? error.code : undefined
}

/**
 * Finds the EIP-1193 / JSON-RPC error code in an error and the errors it wraps.
 *
 * Wallets throw plain objects; viem and wagmi wrap them in `cause`, ethers in `error`,
 * `info.error` or `cause`: the code can sit at any depth. The outermost code wins, as a wrapper
 * with a numeric code states what happened (wagmi's rejection around WalletConnect's 5000);
 * ethers' wrappers carry string codes instead, of which ACTION_REJECTED reads as 4001. A code in
 * `data.originalError` wins over its own object's, and viem's UnknownRpcError (-1) is skipped.
 * @example
 * walletErrorCode({ code: 'ACTION_REJECTED', info: { error: { code: 4001 } } }) // 4001
 */
export function walletErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>()
  let level: unknown[] = [error]
  while (level.length > 0) {
    const next: unknown[] = []
    for (const current of level) {
      if (typeof current !== 'object' || current === null || seen.has(current)) continue
      seen.add(current)
      const code = ownCode(current)
      if (code !== undefined) return code
      for (const key of WRAPPED) if (key in current) next.push(Reflect.get(current, key))
    }
    level = next
  }
  return undefined
}
