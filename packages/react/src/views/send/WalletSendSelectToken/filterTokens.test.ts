import type { TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { filterTokens } from './filterTokens'

const token = (symbol: string, name: string): TokenBalance => ({
  name,
  symbol,
  chainId: 'eip155:31337',
  price: 0,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
})
const tokens = [
  token('ETH', 'Ether'),
  token('PTT', 'Portico Test Token'),
  token('tUSDT', 'Test USD'),
]

describe('filterTokens', () => {
  it('matches symbol or name, in any case', () => {
    expect(filterTokens(tokens, 'usd').map((t) => t.symbol)).toEqual(['tUSDT'])
    expect(filterTokens(tokens, ' portico ').map((t) => t.symbol)).toEqual(['PTT'])
    expect(filterTokens(tokens, 'eth').map((t) => t.symbol)).toEqual(['ETH'])
  })
  it('keeps every token for an empty query, and none for a miss', () => {
    expect(filterTokens(tokens, '  ')).toHaveLength(3)
    expect(filterTokens(tokens, 'zzz')).toEqual([])
  })
})
