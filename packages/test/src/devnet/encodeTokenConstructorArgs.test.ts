import { encodeAbiParameters, parseAbiParameters, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeTokenConstructorArgs, toBaseUnits } from './encodeTokenConstructorArgs'
import { anvilAccounts as accounts } from './testAccounts'

const anvilAccounts = accounts.map((entry) => entry.address)

describe('encodeTokenConstructorArgs', () => {
  it('encodes exactly as viem does', () => {
    const cases = [
      ['Portico Test Token', 'PTT', 18, anvilAccounts, parseUnits('1000000', 18)],
      ['Test Tether USD', 'tUSDT', 6, anvilAccounts.slice(0, 1), 1n],
      ['A name longer than thirty-two bytes, with ünïcödé', '', 0, [], 0n],
    ] as const
    for (const [name, symbol, decimals, holders, amount] of cases) {
      expect(encodeTokenConstructorArgs(name, symbol, decimals, holders, amount)).toBe(
        encodeAbiParameters(parseAbiParameters('string, string, uint8, address[], uint256'), [
          name,
          symbol,
          decimals,
          holders,
          amount,
        ]),
      )
    }
  })
})

describe('toBaseUnits', () => {
  it('scales whole and fractional amounts like parseUnits', () => {
    expect(toBaseUnits('1000000', 18)).toBe(parseUnits('1000000', 18))
    expect(toBaseUnits('2.5', 6)).toBe(2_500_000n)
    expect(toBaseUnits('0', 0)).toBe(0n)
  })

  it('refuses what is not an amount', () => {
    expect(() => toBaseUnits('1.2345678', 6)).toThrow('more than 6 decimals')
    expect(() => toBaseUnits('-1', 6)).toThrow('not a token amount')
  })
})
