import type { TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { accountUsdTotal } from './accountUsdTotal'

const token = (numeric: string, price: number, value?: number): TokenBalance => ({
  name: 'Token',
  symbol: 'TKN',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
  ...(value === undefined ? {} : { value }),
})

describe('accountUsdTotal', () => {
  it('adds the USD value of every priced token', () => {
    expect(accountUsdTotal([token('0.0066', 2985), token('2', 0, 12.5)])).toBeCloseTo(32.201)
  })

  it('leaves out a token without a price, and is unknown while none has one', () => {
    expect(accountUsdTotal([token('5', 0), token('1', 3)])).toBe(3)
    expect(accountUsdTotal([token('5', 0)])).toBeUndefined()
    expect(accountUsdTotal([])).toBeUndefined()
  })
})
