/**
 * One call of a `wallet_sendCalls` batch.
 * @example
 * const call: BatchedCall = { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }
 */
export type BatchedCall = { to: `0x${string}`; data?: `0x${string}`; value?: unknown }

/**
 * Whether a value is a usable call batch (spec §5): a non-empty list where every `to` starts
 * with 0x and every `data`, when present, does too.
 * @example
 * areValidBatchedCalls([{ to: '0xabc', data: '0x' }]) // true
 * areValidBatchedCalls([{ to: 'abc' }]) // false
 */
export function areValidBatchedCalls(calls: unknown): calls is BatchedCall[] {
  return Array.isArray(calls) && calls.length > 0 && calls.every(isValidBatchedCall)
}

function isValidBatchedCall(call: unknown): boolean {
  if (call === null || typeof call !== 'object') return false
  const { to, data } = call as { to?: unknown; data?: unknown }
  if (typeof to !== 'string' || !to.startsWith('0x')) return false
  return data === undefined || (typeof data === 'string' && data.startsWith('0x'))
}
