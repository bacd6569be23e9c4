import { z } from 'zod'
import type { InternalTransfer } from './rpcSchemas'

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected hex')

/**
 * One call frame of Geth's `callTracer` (what `debug_traceBlockByNumber` with
 * `{ tracer: 'callTracer' }` answers per transaction), with the calls it made.
 * @example const frame: CallFrame = callFrameSchema.parse(result)
 */
export type CallFrame = {
  type: string
  from?: string | undefined
  to?: string | null | undefined
  value?: string | null | undefined
  error?: string | undefined
  calls?: CallFrame[] | undefined
}

/**
 * The fields of a `callTracer` frame the indexer reads.
 * @example const frame = callFrameSchema.parse(result)
 */
export const callFrameSchema: z.ZodType<CallFrame> = z.lazy(() =>
  z.object({
    type: z.string(),
    from: hex.optional(),
    to: hex.nullable().optional(),
    value: hex.nullable().optional(),
    error: z.string().optional(),
    calls: z.array(callFrameSchema).optional(),
  }),
)

// Frames that hand their value to their `to`: DELEGATECALL and CALLCODE run code with the
// caller's balance, STATICCALL carries none.
const MOVING_TYPES: ReadonlySet<string> = new Set(['CALL', 'CREATE', 'CREATE2'])

/**
 * The ether moved by the calls below a transaction's top-level frame (which is the transaction
 * itself): each CALL and creation with a value, in call order, leaving out a reverted frame and
 * everything below it — the same transfers {@link internalTransfersOfTraces} reads from
 * `trace_block`.
 * @example
 * internalTransfersOfCallFrames('0x…', frame)
 * // [{ txHash: '0x…', from: '0x5c…', to: '0x70…', value: 1_000_000_000_000_000n }]
 */
export function internalTransfersOfCallFrames(txHash: string, top: CallFrame): InternalTransfer[] {
  const transfers: InternalTransfer[] = []
  const visit = (frame: CallFrame, inner: boolean) => {
    if (frame.error !== undefined) return
    const value = BigInt(frame.value ?? '0x0')
    if (inner && value > 0n && MOVING_TYPES.has(frame.type) && frame.from && frame.to) {
      transfers.push({
        txHash: txHash.toLowerCase(),
        from: frame.from.toLowerCase(),
        to: frame.to.toLowerCase(),
        value,
      })
    }
    for (const call of frame.calls ?? []) visit(call, true)
  }
  visit(top, false)
  return transfers
}
