import type { OnrampQuote } from '@portico/core'

/**
 * What a quote says: the coin bought, the provider's and the network's fees, and the total.
 * @example
 * <BuyQuoteRows quote={quote} />
 */
export function BuyQuoteRows({ quote }: { quote: OnrampQuote }) {
  const fiat = quote.paymentCurrency.id
  return (
    <dl className="portico-preview-rows" data-testid="portico-onramp-quote">
      <div className="portico-preview-row">
        <dt>You get</dt>
        <dd data-testid="portico-onramp-quote-amount">
          {quote.purchaseAmount} {quote.purchaseCurrency.symbol}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>Provider fee</dt>
        <dd data-testid="portico-onramp-quote-fee">
          {quote.coinbaseFee} {fiat}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>Network fee</dt>
        <dd>
          {quote.networkFee} {fiat}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>You pay</dt>
        <dd data-testid="portico-onramp-quote-total">
          {quote.paymentTotal} {fiat}
        </dd>
      </div>
    </dl>
  )
}
