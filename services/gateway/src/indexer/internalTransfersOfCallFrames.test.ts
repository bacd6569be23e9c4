import { describe, expect, it } from 'vitest'
import { internalTransfersOfCallFrames } from './internalTransfersOfCallFrames'

const tx = `0x${'AB'.repeat(32)}`
const [a, b, c, d] = [
  `0x${'a'.repeat(40)}`,
  `0x${'b'.repeat(40)}`,
  `0x${'c'.repeat(40)}`,
  `0x${'d'.repeat(40)}`,
]

describe('internalTransfersOfCallFrames', () => {
  it('reads the calls below the top frame in call order, as trace_block would', () => {
    expect(
      internalTransfersOfCallFrames(tx, {
        type: 'CALL',
        from: a,
        to: b,
        value: '0x5',
        calls: [
          {
            type: 'CALL',
            from: b,
            to: c,
            value: '0x3',
            calls: [{ type: 'CALL', from: c, to: d, value: '0x1' }],
          },
          { type: 'DELEGATECALL', from: b, to: c, value: '0x5' },
          { type: 'STATICCALL', from: b, to: c },
          {
            type: 'CALL',
            from: b,
            to: d,
            value: '0x7',
            error: 'execution reverted',
            calls: [{ type: 'CALL', from: d, to: a, value: '0x2' }],
          },
          { type: 'CREATE2', from: b, to: d, value: '0x2' },
        ],
      }),
    ).toEqual([
      { txHash: tx.toLowerCase(), from: b, to: c, value: 3n },
      { txHash: tx.toLowerCase(), from: c, to: d, value: 1n },
      { txHash: tx.toLowerCase(), from: b, to: d, value: 2n },
    ])
  })

  it('moves nothing in a reverted transaction', () => {
    expect(
      internalTransfersOfCallFrames(tx, {
        type: 'CALL',
        from: a,
        to: b,
        error: 'execution reverted',
        calls: [{ type: 'CALL', from: b, to: c, value: '0x3' }],
      }),
    ).toEqual([])
  })
})
