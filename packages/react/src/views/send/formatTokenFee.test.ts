import type { TokenBalance } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { formatTokenFee } from './formatTokenFee'
import { priceOf } from './priceOf'

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const paidIn = { token: TOKEN, symbol: 'tUSDT', decimals: 6, amount: 421_875n }

describe('formatTokenFee', () => {
  it('shows the exact amount debited, with its USD value when the token is priced', () => {
    expect(formatTokenFee(paidIn, 1, { locale: 'en' })).toBe('0.421875 tUSDT ($0.42)')
    expect(formatTokenFee(paidIn, undefined, { locale: 'en' })).toBe('0.421875 tUSDT')
    expect(formatTokenFee({ ...paidIn, amount: 1_250_000n }, 1, { locale: 'de' })).toBe(
      '1,25 tUSDT ($1,25)',
    )
  })
})

describe('priceOf', () => {
  const balance = (address: string | undefined, price: number): TokenBalance => ({
    name: 'x',
    symbol: 'X',
    chainId: 'eip155:31337',
    price,
    quantity: { decimals: '6', numeric: '1' },
    iconUrl: '',
    ...(address && { address: `eip155:31337:${address}` as const }),
  })
  it("finds the token's price among the balances by address, in any case", () => {
    const tokens = [balance(undefined, 3000), balance(TOKEN, 1)]
    expect(priceOf(tokens, TOKEN.toLowerCase())).toBe(1)
    expect(priceOf(tokens, '0x000000000000000000000000000000000000bEEF')).toBeUndefined()
  })
})
