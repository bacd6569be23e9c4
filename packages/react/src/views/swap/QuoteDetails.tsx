import { formatTokenAmount, formatUnits, formatUsd } from '@portico/common'
import type { SwapQuote } from '@portico/core'
import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { formatTokenFee } from '../send/formatTokenFee'
import { formatPriceImpact } from './formatPriceImpact'
import { formatRate } from './formatRate'
import { formatSlippage } from './formatSlippage'

/**
 * The facts of a quote: rate, price impact, network fee in USD (with the site's one-line reason
 * when it does not pay it; paid in a token, the exact amount and its USD value), minimum received and the slippage tolerance, in the visitor's locale (`slippage` replaces its value with a setting in
 * the form).
 * @example
 * <QuoteDetails quote={quote} slippage={<SlippageSetting value={1} onChange={set} />} />
 */
export function QuoteDetails({ quote, slippage }: { quote: SwapQuote; slippage?: ReactNode }) {
  const { t, number, locale } = useT()
  const impact = formatPriceImpact(quote.priceImpact, number)
  return (
    <dl className="portico-preview-rows" data-testid="portico-swap-quote">
      <div className="portico-preview-row">
        <dt>{t('swap.quote.rate')}</dt>
        <dd data-testid="portico-swap-rate">
          {formatRate(quote.rate, quote.from.symbol, quote.to.symbol, { locale })}
        </dd>
      </div>
      {impact && (
        <div className="portico-preview-row">
          <dt>{t('swap.quote.priceImpact')}</dt>
          <dd data-testid="portico-swap-price-impact">{impact}</dd>
        </div>
      )}
      <div className="portico-preview-row">
        <dt>{t('swap.quote.networkFee')}</dt>
        <dd data-testid="portico-swap-fee">
          {quote.networkFeePaidBy !== undefined
            ? t('swap.quote.paidBy', { name: quote.networkFeePaidBy })
            : quote.networkFeePaidIn !== undefined
              ? formatTokenFee(quote.networkFeePaidIn, quote.networkFeePaidIn.price, { locale })
              : quote.networkFeeUsd === undefined
                ? '—'
                : formatUsd(quote.networkFeeUsd, { locale })}
        </dd>
        {quote.networkFeeRefusal !== undefined && (
          <dd data-testid="portico-swap-fee-note">{quote.networkFeeRefusal}</dd>
        )}
      </div>
      <div className="portico-preview-row">
        <dt>{t('swap.quote.minimumReceived')}</dt>
        <dd data-testid="portico-swap-minimum">
          {formatTokenAmount(
            formatUnits(quote.minimumReceived, quote.to.decimals),
            quote.to.symbol,
            { locale },
          )}
        </dd>
      </div>
      <div className="portico-preview-row">
        <dt>{t('swap.quote.slippage')}</dt>
        <dd data-testid="portico-swap-slippage-value">
          {slippage ?? formatSlippage(quote.slippage, number)}
        </dd>
      </div>
    </dl>
  )
}
