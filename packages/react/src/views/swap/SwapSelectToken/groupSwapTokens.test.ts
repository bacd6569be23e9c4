import type { SwapToken } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { groupSwapTokens } from './groupSwapTokens'

const token = (symbol: string, balance: string, price?: number): SwapToken => ({
  address: `eip155:31337:0x${symbol.padStart(40, '0')}`,
  symbol,
  name: `${symbol} token`,
  decimals: 18,
  balance,
  price,
  native: symbol === 'ETH',
})

const tokens = [token('ETH', '1', 3000), token('PTT', '0', 1.25), token('TUSDT', '5000', 1)]

describe('groupSwapTokens', () => {
  it('lists the held tokens first by value, then the others in the API order', () => {
    const { yours, popular } = groupSwapTokens(tokens)
    expect(yours.map((t) => t.symbol)).toEqual(['TUSDT', 'ETH'])
    expect(popular.map((t) => t.symbol)).toEqual(['PTT'])
  })

  it('searches symbol, name and address in any case', () => {
    expect(groupSwapTokens(tokens, 'pt').popular.map((t) => t.symbol)).toEqual(['PTT'])
    expect(groupSwapTokens(tokens, 'ETH TOKEN').yours.map((t) => t.symbol)).toEqual(['ETH'])
    const none = groupSwapTokens(tokens, 'nothing')
    expect([...none.yours, ...none.popular]).toEqual([])
  })
})
