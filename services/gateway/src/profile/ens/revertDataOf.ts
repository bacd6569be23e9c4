import { BaseError, type Hex } from 'viem'

/**
 * The revert data a node answered for a failed eth_call, wherever in viem's error chain it is.
 * @example revertDataOf(error) // '0x556f1830…' or undefined
 */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined
  const inner = error.walk() as { data?: unknown } | null
  const data =
    typeof inner?.data === 'object' && inner.data !== null
      ? (inner.data as { data?: unknown }).data
      : inner?.data
  return typeof data === 'string' && data.startsWith('0x') ? (data as Hex) : undefined
}
