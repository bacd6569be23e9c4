import type { EvmCallFrame, EvmTransaction } from './evmPaymentSchemas'

/**
 * What a payment reader found a transaction paid the recipient: `paid` in base units (what the
 * recipient received less what it sent on in the same transaction), and who paid it (the
 * sender of the first amount that reached the recipient).
 * @example
 * const { paid, from }: PaidAmount = evmNativePaid({ transaction, recipient })
 */
export type PaidAmount = { paid: bigint; from: string | undefined }

// Frames that hand their value to their `to`: DELEGATECALL and CALLCODE run code with the
// caller's balance, STATICCALL carries none; a SELFDESTRUCT gives the contract's balance away.
const MOVING_TYPES: ReadonlySet<string> = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/**
 * The native value a mined, successful EVM transaction paid `recipient`. With its `callTracer`
 * trace every value frame counts (the top one is the transaction itself), which is how a smart
 * account's payment inside an ERC-4337 bundle is seen; a reverted frame and everything below it
 * count for nothing (a user operation that reverted inside a successful bundle paid nothing).
 * Without a trace only the transaction's own `to` and `value` count. Value the recipient sends
 * on within the same transaction is taken off, so paying oneself pays nothing.
 * @example
 * evmNativePaid({ transaction, trace, recipient: '0x7099…79C8' }) // { paid: 10n ** 16n, from: '0x…' }
 */
export function evmNativePaid(args: {
  transaction: EvmTransaction
  trace?: EvmCallFrame | undefined
  recipient: string
}): PaidAmount {
  const recipient = args.recipient.toLowerCase()
  const { transaction, trace } = args
  if (!trace) {
    const from = transaction.from.toLowerCase()
    const paid = transaction.to?.toLowerCase() === recipient && from !== recipient
    return paid ? { paid: BigInt(transaction.value), from } : { paid: 0n, from: undefined }
  }
  let paid = 0n
  let from: string | undefined
  const visit = (frame: EvmCallFrame) => {
    if (frame.error !== undefined) return
    const value = BigInt(frame.value ?? '0x0')
    if (value > 0n && MOVING_TYPES.has(frame.type)) {
      if (frame.to?.toLowerCase() === recipient) {
        paid += value
        from ??= frame.from?.toLowerCase()
      }
      if (frame.from?.toLowerCase() === recipient) paid -= value
    }
    for (const call of frame.calls ?? []) visit(call)
  }
  visit(trace)
  return { paid: paid > 0n ? paid : 0n, from: paid > 0n ? from : undefined }
}
