import { describe, expect, it } from 'vitest'
import { englishTranslator, loadTranslator } from '../../i18n/loadTranslator'
import { maxSendAmount } from './maxSendAmount'
import { validateSendAmount } from './validateSendAmount'

const { t } = englishTranslator()

describe('validateSendAmount', () => {
  it('says nothing while the field is empty', () => {
    expect(validateSendAmount({ amount: undefined, balance: '1', decimals: 18 }, t)).toBeUndefined()
    expect(validateSendAmount({ amount: '', balance: '1', decimals: 18 }, t)).toBeUndefined()
  })

  it('accepts amounts up to the whole balance', () => {
    expect(validateSendAmount({ amount: '0.5', balance: '1.5', decimals: 18 }, t)).toBeUndefined()
    expect(validateSendAmount({ amount: '1.5', balance: '1.5', decimals: 18 }, t)).toBeUndefined()
  })

  it('refuses an amount above the balance', () => {
    expect(validateSendAmount({ amount: '1.500001', balance: '1.5', decimals: 18 }, t)).toBe(
      'Insufficient balance',
    )
    expect(validateSendAmount({ amount: '1', balance: undefined, decimals: 18 }, t)).toBe(
      'Insufficient balance',
    )
  })

  it("compares exactly, beyond a float's precision", () => {
    const balance = '1.000000000000000001'
    expect(validateSendAmount({ amount: balance, balance, decimals: 18 }, t)).toBeUndefined()
    expect(validateSendAmount({ amount: '1.000000000000000002', balance, decimals: 18 }, t)).toBe(
      'Insufficient balance',
    )
  })

  it("refuses more fraction digits than the token's decimals", () => {
    expect(validateSendAmount({ amount: '1.1234567', balance: '10', decimals: 6 }, t)).toBe(
      'Up to 6 decimals',
    )
    expect(
      validateSendAmount({ amount: '1.123456', balance: '10', decimals: 6 }, t),
    ).toBeUndefined()
    expect(validateSendAmount({ amount: '1.5', balance: '10', decimals: 0 }, t)).toBe(
      'Whole amounts only',
    )
  })

  it('refuses zero and text that is not a number', () => {
    expect(validateSendAmount({ amount: '0', balance: '1', decimals: 18 }, t)).toBe(
      'Enter an amount above 0',
    )
    expect(validateSendAmount({ amount: '0.', balance: '1', decimals: 18 }, t)).toBe(
      'Enter an amount above 0',
    )
    expect(validateSendAmount({ amount: '1e3', balance: '1', decimals: 18 }, t)).toBe(
      'Invalid amount',
    )
    expect(validateSendAmount({ amount: '.', balance: '1', decimals: 18 }, t)).toBe(
      'Invalid amount',
    )
    expect(validateSendAmount({ amount: '-1', balance: '1', decimals: 18 }, t)).toBe(
      'Invalid amount',
    )
  })

  it('accepts a leading point', () => {
    expect(validateSendAmount({ amount: '.25', balance: '1', decimals: 18 }, t)).toBeUndefined()
  })
})

describe('maxSendAmount', () => {
  it('leaves the fee and a 20 % margin for native sends', () => {
    const fee = 21_000n * 10n ** 9n // 21000 gas at 1 gwei
    const max = maxSendAmount({ balance: '1', decimals: 18, fee, isNative: true })
    expect(max).toBe('0.9999748')
    expect(validateSendAmount({ amount: max, balance: '1', decimals: 18 }, t)).toBeUndefined()
  })

  it('sends the whole balance of a token', () => {
    expect(
      maxSendAmount({ balance: '12.345678', decimals: 6, fee: 10n ** 15n, isNative: false }),
    ).toBe('12.345678')
  })

  it('never goes below zero when the fee is larger than the balance', () => {
    expect(
      maxSendAmount({ balance: '0.00001', decimals: 18, fee: 10n ** 15n, isNative: true }),
    ).toBe('0')
  })

  it('uses the whole balance while no estimate is known', () => {
    expect(maxSendAmount({ balance: '3', decimals: 18, fee: undefined, isNative: true })).toBe('3')
  })
})

describe('validateSendAmount in other languages', () => {
  it('writes the decimals limit with the plural forms of Russian', async () => {
    const ru = (await loadTranslator('ru')).t
    const tooPrecise = (decimals: number) =>
      validateSendAmount({ amount: `1.${'1'.repeat(decimals + 1)}`, balance: '10', decimals }, ru)
    expect(tooPrecise(1)).toBe('Не больше 1 знака после запятой')
    expect(tooPrecise(2)).toBe('Не больше 2 знаков после запятой')
    expect(tooPrecise(6)).toBe('Не больше 6 знаков после запятой')
    expect(validateSendAmount({ amount: '2', balance: '1', decimals: 18 }, ru)).toBe(
      'Недостаточно средств',
    )
  })
})
