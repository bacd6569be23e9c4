import type { OnrampQuote } from '../types/OnrampClient'

/**
 * Spec §8's stand-in when the quote call fails: the amount bought 1:1, no fees, no quote id.
 * @example mockedOnrampQuote({ ...params, provider: 'sandbox' }).purchaseAmount // '50'
 */
export function mockedOnrampQuote(
  params: Pick<
    OnrampQuote,
    'network' | 'purchaseCurrency' | 'paymentCurrency' | 'paymentMethod' | 'provider'
  > & { amount: string },
): OnrampQuote {
  const { amount, ...rest } = params
  return {
    ...rest,
    paymentTotal: amount,
    paymentSubtotal: amount,
    coinbaseFee: '0',
    networkFee: '0',
    purchaseAmount: amount,
    quoteId: undefined,
    mocked: true,
  }
}
