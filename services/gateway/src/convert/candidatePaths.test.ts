import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { candidatePaths } from './candidatePaths'

const [a, b, weth, usd] = ['0xa', '0xb', '0xc', '0xd'].map((x) => x.padEnd(42, '0') as Address)

describe('candidatePaths', () => {
  it('tries the direct pool, then one hop through each connector', () => {
    expect(candidatePaths(a as Address, b as Address, [weth as Address, usd as Address])).toEqual([
      [a, b],
      [a, weth, b],
      [a, usd, b],
    ])
  })

  it('skips a connector that is one of the ends, or listed twice', () => {
    expect(
      candidatePaths(weth as Address, usd as Address, [weth as Address, usd as Address]),
    ).toEqual([[weth, usd]])
    expect(
      candidatePaths(a as Address, usd as Address, [
        weth as Address,
        weth as Address,
        usd as Address,
      ]),
    ).toEqual([
      [a, usd],
      [a, weth, usd],
    ])
  })
})
