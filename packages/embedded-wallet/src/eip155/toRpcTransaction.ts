import type { AdapterTransaction } from '@portico/core'

const hexQuantity = (value: bigint) => `0x${value.toString(16)}` as const

/**
 * The `eth_sendTransaction` parameter for a core transaction: quantities as hex, optional
 * fields only when set.
 * @example
 * toRpcTransaction({ caipNetwork, from: '0xf39F…', to: '0x7099…', value: 10n ** 16n })
 * // { from: '0xf39F…', to: '0x7099…', value: '0x2386f26fc10000' }
 */
export function toRpcTransaction(
  tx: Omit<AdapterTransaction, 'caipNetwork'>,
): Record<string, string> {
  return {
    from: tx.from,
    to: tx.to,
    value: hexQuantity(tx.value),
    ...(tx.data && { data: tx.data }),
    ...(tx.gas !== undefined && { gas: hexQuantity(tx.gas) }),
  }
}

/**
 * Calldata of ERC-20 `transfer(to, amount)`.
 * @example encodeErc20Transfer('0x7099…79C8', 10n ** 6n) // '0xa9059cbb…'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  const address = to.toLowerCase().replace(/^0x/, '').padStart(64, '0')
  return `0xa9059cbb${address}${amount.toString(16).padStart(64, '0')}`
}

/**
 * A text message as the hex `personal_sign` takes (UTF-8 bytes).
 * @example utf8ToHex('hi') // '0x6869'
 */
export function utf8ToHex(message: string): `0x${string}` {
  const bytes = new TextEncoder().encode(message)
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}
