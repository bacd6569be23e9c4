/**
 * English messages of the on-ramp area (providers, Buy form, the wait for the purchase): the
 * source every other locale translates.
 * @example
 * onramp['onramp.buy.label'] // 'Buy'
 */
export const onramp = {
  'onramp.providers.loading': 'Loading providers',
  'onramp.providers.none': 'No provider sells crypto for this network',
  'onramp.providers.fee': 'Fee {range}',
  'onramp.buy.loading': 'Loading',
  'onramp.buy.label': 'Buy',
  'onramp.buy.network': 'Network',
  'onramp.buy.payWith': 'Pay with',
  'onramp.buy.amount': 'Amount',
  'onramp.buy.fiat': 'Payment currency',
  'onramp.buy.openFailed': '{provider} could not be opened. Try again.',
  'onramp.buy.continue': 'Continue with {provider}',
  'onramp.buy.enterAmount': 'Enter an amount',
  'onramp.method.card': 'Card',
  'onramp.method.ach': 'Bank (ACH)',
  'onramp.amount.unavailable': 'This payment method is not available',
  'onramp.amount.range': 'Enter an amount between {min} and {max} {currency}',
  'onramp.quote.get': 'You get',
  'onramp.quote.providerFee': 'Provider fee',
  'onramp.quote.networkFee': 'Network fee',
  'onramp.quote.total': 'You pay',
  'onramp.quote.estimate': 'Estimate – waiting for a live quote',
  'onramp.waiting.label': 'Waiting for the purchase',
  'onramp.waiting.title': 'Buying {amount} {symbol}',
  'onramp.waiting.text':
    'Finish paying in the {provider} window. The {symbol} shows up here when it arrives.',
  'onramp.waiting.reopen': 'Open {provider} again',
  'onramp.waiting.closed':
    'The {provider} window is closed. If you paid, your {symbol} will show here when it arrives.',
  'onramp.waiting.back': 'Back to account',
  'onramp.waiting.arrived': '{amount} {symbol} arrived from {provider}',
} as const
