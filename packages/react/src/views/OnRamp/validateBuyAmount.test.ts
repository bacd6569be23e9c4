import { ONRAMP_DEFAULT_PAYMENT_CURRENCIES, type OnrampPaymentCurrency } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { isOnrampRegion } from './isOnrampRegion'
import { validateBuyAmount } from './validateBuyAmount'

const usd = ONRAMP_DEFAULT_PAYMENT_CURRENCIES[0] as unknown as OnrampPaymentCurrency

describe('validateBuyAmount', () => {
  it('keeps card payments between 10.00 and 7500.00', () => {
    expect(validateBuyAmount('10', usd, 'card')).toBeUndefined()
    expect(validateBuyAmount('7500.00', usd, 'card')).toBeUndefined()
    expect(validateBuyAmount('9.99', usd, 'card')).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(validateBuyAmount('7500.01', usd, 'card')).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
  })

  it('keeps bank (ACH) payments between 10.00 and 25000.00', () => {
    expect(validateBuyAmount('25000', usd, 'ach_bank_account')).toBeUndefined()
    expect(validateBuyAmount('25000.01', usd, 'ach_bank_account')).toBe(
      'Enter an amount between 10.00 and 25000.00 USD',
    )
  })

  it('refuses text, more than 2 decimals and unknown methods', () => {
    expect(validateBuyAmount('', usd, 'card')).toBe('Enter an amount between 10.00 and 7500.00 USD')
    expect(validateBuyAmount('12.345', usd, 'card')).toBe(
      'Enter an amount between 10.00 and 7500.00 USD',
    )
    expect(validateBuyAmount('50', usd, 'cash')).toBe('This payment method is not available')
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
