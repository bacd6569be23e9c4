import { describe, expect, it } from 'vitest'
import { solanaNetworkFee } from './solanaNetworkFee'

const BUDGET = 'ComputeBudget111111111111111111111111111111'
const u32 = (n: number) => {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, n, true)
  return [...bytes]
}
const u64 = (n: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, n, true)
  return [...bytes]
}
const transfer = {
  program: '11111111111111111111111111111111',
  accounts: [],
  data: new Uint8Array(12),
}
const budget = (data: number[]) => ({ program: BUDGET, accounts: [], data: new Uint8Array(data) })

describe('solanaNetworkFee', () => {
  it('is 5,000 lamports a signature without a priority fee', () => {
    expect(solanaNetworkFee({ signatures: 1, instructions: [transfer] })).toBe(5_000n)
    expect(solanaNetworkFee({ signatures: 3, instructions: [transfer] })).toBe(15_000n)
  })

  it('adds price × unit limit in micro-lamports, rounded up', () => {
    const tx = {
      signatures: 1,
      instructions: [budget([2, ...u32(300_000)]), budget([3, ...u64(10n)]), transfer],
    }
    // 10 × 300,000 / 1,000,000 = 3 lamports.
    expect(solanaNetworkFee(tx)).toBe(5_003n)
    const odd = { ...tx, instructions: [budget([2, ...u32(1)]), budget([3, ...u64(1n)]), transfer] }
    expect(solanaNetworkFee(odd)).toBe(5_001n)
  })

  it('without a unit limit counts 200,000 units per other instruction, at most 1,400,000', () => {
    const price = budget([3, ...u64(1_000_000n)])
    expect(solanaNetworkFee({ signatures: 1, instructions: [price, transfer, transfer] })).toBe(
      5_000n + 400_000n,
    )
    expect(
      solanaNetworkFee({ signatures: 1, instructions: [price, ...Array(9).fill(transfer)] }),
    ).toBe(5_000n + 1_400_000n)
  })
})
