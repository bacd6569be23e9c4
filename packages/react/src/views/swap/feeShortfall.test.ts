import type { SwapQuote } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { feeShortfall } from './feeShortfall'

const quote = { networkFee: 10n ** 15n, networkFeeUsd: 3 } as SwapQuote

describe('feeShortfall', () => {
  it('says the balance is short when the account cannot pay the quote’s network fee', () => {
    expect(feeShortfall({ ...quote, networkFeeShort: true })?.shortMessage).toBe(
      'Insufficient balance',
    )
    expect(feeShortfall({ ...quote, networkFeeShort: true })?.code).toBe(
      'SWAP_INSUFFICIENT_BALANCE',
    )
  })

  it('says nothing of a quote the account can pay, one the site pays, or no quote', () => {
    expect(feeShortfall(quote)).toBeUndefined()
    expect(
      feeShortfall({ ...quote, networkFee: 0n, networkFeePaidBy: 'Portico Demo' }),
    ).toBeUndefined()
    expect(feeShortfall(undefined)).toBeUndefined()
  })
})
