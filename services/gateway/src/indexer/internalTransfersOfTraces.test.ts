import { describe, expect, it } from 'vitest'
import { internalTransfersOfTraces } from './internalTransfersOfTraces'
import type { RpcTrace } from './rpcSchemas'

const tx = `0x${'ab'.repeat(32)}`
const [a, b, c, d] = [
  `0x${'a'.repeat(40)}`,
  `0x${'b'.repeat(40)}`,
  `0x${'c'.repeat(40)}`,
  `0x${'d'.repeat(40)}`,
]
const trace = (
  traceAddress: number[],
  action: RpcTrace['action'],
  more: Partial<RpcTrace> = {},
): RpcTrace => ({
  type: 'call',
  blockHash: `0x${'01'.repeat(32)}`,
  traceAddress,
  transactionHash: tx,
  transactionPosition: 0,
  action,
  ...more,
})

describe('internalTransfersOfTraces', () => {
  it('reads the value of inner calls and creations, not of the transaction itself', () => {
    expect(
      internalTransfersOfTraces([
        trace([], { callType: 'call', from: a, to: b, value: '0x5' }),
        trace([0], { callType: 'call', from: b, to: c, value: '0x3' }),
        trace([1], { from: b, value: '0x2' }, { type: 'create', result: { address: d } }),
      ]),
    ).toEqual([
      { txHash: tx, from: b, to: c, value: 3n },
      { txHash: tx, from: b, to: d, value: 2n },
    ])
  })

  it('leaves out calls that move nothing, delegate calls, and reverted calls with all below them', () => {
    expect(
      internalTransfersOfTraces([
        trace([], { callType: 'call', from: a, to: b, value: '0x0' }),
        trace([0], { callType: 'call', from: b, to: c, value: '0x0' }),
        trace([1], { callType: 'delegatecall', from: b, to: c, value: '0x9' }),
        trace([2], { callType: 'call', from: b, to: c, value: '0x9' }, { error: 'Reverted' }),
        trace([2, 0], { callType: 'call', from: c, to: d, value: '0x4' }),
        trace([3], { callType: 'call', from: b, to: d, value: '0x1' }),
      ]),
    ).toEqual([{ txHash: tx, from: b, to: d, value: 1n }])
  })

  it('moves nothing in a transaction that reverted', () => {
    expect(
      internalTransfersOfTraces([
        trace([], { callType: 'call', from: a, to: b, value: '0x0' }, { error: 'Reverted' }),
        trace([0], { callType: 'call', from: b, to: c, value: '0x3' }),
      ]),
    ).toEqual([])
  })
})
