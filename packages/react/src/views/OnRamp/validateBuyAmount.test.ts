import { ONRAMP_DEFAULT_PAYMENT_CURRENCIES, type OnrampPaymentCurrency } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { englishTranslator } from '../../i18n/loadTranslator'
import { isOnrampRegion } from './isOnrampRegion'
import { validateBuyAmount } from './validateBuyAmount'

const { t } = englishTranslator()
const usd = ONRAMP_DEFAULT_PAYMENT_CURRENCIES[0] as unknown as OnrampPaymentCurrency

describe('validateBuyAmount', () => {
  it('keeps card payments between 10.00 and 7500.00', () => {
    expect(validateBuyAmount('10', usd, 'card', t)).toBeUndefined()
    expect(validateBuyAmount('7500.00', usd, 'card', t)).toBeUndefined()
    expect(validateBuyAmount('9.99', usd, 'card', t)).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(validateBuyAmount('7500.01', usd, 'card', t)).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
  })

  it('keeps bank (ACH) payments between 10.00 and 25000.00', () => {
    expect(validateBuyAmount('25000', usd, 'ach_bank_account', t)).toBeUndefined()
    expect(validateBuyAmount('25000.01', usd, 'ach_bank_account', t)).toBe(
      'Enter an amount between 10.00 and 25000.00 USD',
    )
  })

  it('refuses text, more than 2 decimals and unknown methods', () => {
    expect(validateBuyAmount('', usd, 'card', t)).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(validateBuyAmount('12.345', usd, 'card', t)).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(validateBuyAmount('50', usd, 'cash', t)).toBe('This payment method is not available')
  })
})

describe('isOnrampRegion', () => {
  it('hides Buy in the mainland China time zones only', () => {
    expect(isOnrampRegion('Asia/Shanghai')).toBe(false)
    expect(isOnrampRegion('Asia/Urumqi')).toBe(false)
    expect(isOnrampRegion('Asia/Hong_Kong')).toBe(true)
    expect(isOnrampRegion('Europe/Berlin')).toBe(true)
  })
})
