import { describe, expect, it } from 'vitest'
import { solanaNetworkFee } from './solanaNetworkFee'

const BUDGET = 'ComputeBudget111111111111111111111111111111'
const transfer = {
  program: '11111111111111111111111111111111',
  accounts: [],
  data: new Uint8Array(12),
}
// A compute-budget instruction: its kind byte, then a little-endian u32 (limit) or u64 (price).
const budget = (kind: 2 | 3, value: bigint) => {
  const data = new Uint8Array(kind === 2 ? 5 : 9)
  data[0] = kind
  const view = new DataView(data.buffer)
  if (kind === 2) view.setUint32(1, Number(value), true)
  else view.setBigUint64(1, value, true)
  return { program: BUDGET, accounts: [], data }
}

describe('solanaNetworkFee', () => {
  it('is 5,000 lamports a signature without a priority fee', () => {
    expect(solanaNetworkFee({ signatures: 1, instructions: [transfer] })).toBe(5_000n)
    expect(solanaNetworkFee({ signatures: 3, instructions: [transfer] })).toBe(15_000n)
  })

  it('adds price × unit limit in micro-lamports, rounded up', () => {
    const tx = {
      signatures: 1,
      instructions: [budget(2, 300_000n), budget(3, 10n), transfer],
    }
    // 10 × 300,000 / 1,000,000 = 3 lamports.
    expect(solanaNetworkFee(tx)).toBe(5_003n)
    const odd = { ...tx, instructions: [budget(2, 1n), budget(3, 1n), transfer] }
    expect(solanaNetworkFee(odd)).toBe(5_001n)
  })

  it('without a unit limit counts 200,000 units per other instruction, at most 1,400,000', () => {
    const price = budget(3, 1_000_000n)
    expect(solanaNetworkFee({ signatures: 1, instructions: [price, transfer, transfer] })).toBe(
      5_000n + 400_000n,
    )
    expect(
      solanaNetworkFee({ signatures: 1, instructions: [price, ...Array(9).fill(transfer)] }),
    ).toBe(5_000n + 1_400_000n)
  })
})
