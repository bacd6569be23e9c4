import { formatTokenAmount, formatTokenBalance, formatUnits, formatUsd } from '@portico/common'
import type { ViewOf } from '@portico/core'
import { useEffect, useMemo } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { StrokeIcon } from '../../../ui/Icon/StrokeIcon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TokenAmountInput } from '../../../ui/TokenAmountInput/TokenAmountInput'
import { walletSendCss } from '../../send/walletSendCss'
import { feeShortfall } from '../feeShortfall'
import { QuoteDetails } from '../QuoteDetails'
import { SwapErrorNotice } from '../SwapErrorNotice'
import { swapCss } from '../swapCss'
import { useSwapClient } from '../useSwapClient'
import { useSwapForm } from '../useSwapForm'
import { SlippageSetting } from './SlippageSetting'
import { SwapTokenButton } from './SwapTokenButton'

const SWITCH_ICON = 'M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3'

/**
 * The Swap view (spec §2, opened with swap data): the token and amount to sell (USD value,
 * balance, Max keeping gas back for the native coin), switch, the token bought at the live
 * quote (amounts truncated, in the visitor's locale), then rate, price impact, network fee in
 * USD and the slippage setting, and the preview ('Insufficient balance' instead when the account
 * cannot pay the network fee the site does not pay).
 * Loaded as its own chunk with the swap client.
 * @example
 * client.push({ view: 'Swap', swap: { fromToken: 'ETH', toToken: 'PTT', amount: '0.1' } })
 */
export default function SwapView({ swap: data }: Partial<ViewOf<'Swap'>>) {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const swap = useSwapClient()
  const form = useSwapForm(swap, { refresh: true })
  // The opener's choices apply once: coming back from the token list keeps the visitor's.
  useEffect(() => {
    if (!data) return
    client.stores.swap.getState().setSwap(data)
    client.stores.router.getState().replace({ view: 'Swap' })
  }, [client, data])
  const { from, to, quote } = form
  // A quote whose fee the account cannot pay is shown, with why it cannot be sent.
  const short = useMemo(() => feeShortfall(quote), [quote])
  const error = form.tokensError ?? form.quoteError ?? short
  const pick = (target: 'from' | 'to') => client.push({ view: 'SwapSelectToken', target })
  const usd = (amount: number, price: number | undefined) =>
    price === undefined || !amount ? undefined : formatUsd(amount * price, { locale })
  const balance = (token: { balance: string; symbol: string }) =>
    `${formatTokenBalance(token.balance, { locale })} ${token.symbol}`
  const received = quote ? formatUnits(quote.toAmount, quote.to.decimals) : undefined
  const out = received && formatTokenAmount(received, undefined, { locale })
  return (
    <div className="portico-view portico-swap" data-testid="portico-view-Swap">
      <ShadowStyle css={walletSendCss} />
      <ShadowStyle css={swapCss} />
      <TokenAmountInput
        label={t('swap.form.sellAmount')}
        value={form.amount}
        onChange={form.setAmount}
        token={<SwapTokenButton side="from" token={from} onClick={() => pick('from')} />}
        usdValue={usd(Number(form.amount), from?.price)}
        balance={from ? balance(from) : undefined}
        onMax={from ? form.fillMax : undefined}
        testId="portico-swap-from"
      />
      <div className="portico-swap-switch-row">
        <button
          type="button"
          className="portico-swap-switch"
          onClick={form.switchTokens}
          aria-label={t('swap.form.switch')}
          data-testid="portico-swap-switch"
        >
          <StrokeIcon size={18}>
            <path d={SWITCH_ICON} />
          </StrokeIcon>
        </button>
      </div>
      <div className="portico-swap-out">
        <span className="portico-swap-label">{t('swap.form.receive')}</span>
        <div className="portico-swap-out-row">
          <output
            className="portico-swap-out-amount"
            data-empty={out ? undefined : ''}
            aria-live="polite"
            data-testid="portico-swap-to-amount"
          >
            {out ?? formatTokenAmount(0, undefined, { locale })}
          </output>
          <SwapTokenButton side="to" token={to} onClick={() => pick('to')} />
        </div>
        <div className="portico-swap-out-meta">
          <span data-testid="portico-swap-to-usd">
            {received && to ? usd(Number(received), to.price) : ''}
          </span>
          {to && <span data-testid="portico-swap-to-balance">{balance(to)}</span>}
        </div>
      </div>
      {quote && (
        <QuoteDetails
          quote={quote}
          slippage={<SlippageSetting value={form.slippage} onChange={form.setSlippage} />}
        />
      )}
      {error && <SwapErrorNotice error={error} onRetry={form.retry} />}
      <div className="portico-swap-footer">
        <Button
          size="lg"
          fullWidth
          disabled={!quote || !!error}
          loading={form.quoting && !quote}
          onClick={() => {
            // A new preview: nothing signed yet, whatever the last one left.
            client.stores.swap.getState().resetProgress()
            client.push({ view: 'SwapPreview' })
          }}
          data-testid="portico-swap-review"
        >
          {form.amount ? t('swap.form.review') : t('swap.form.enterAmount')}
        </Button>
      </div>
    </div>
  )
}
