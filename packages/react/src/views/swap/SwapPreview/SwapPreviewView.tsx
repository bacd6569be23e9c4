import {
  formatTokenAmount,
  formatUnits,
  formatUsd,
  SwapRevertedError,
  UserRejectedRequestError,
} from '@portico/common'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useNetwork } from '../../../hooks/useNetwork'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'
import { walletSendCss } from '../../send/walletSendCss'
import { QuoteDetails } from '../QuoteDetails'
import { SwapErrorNotice } from '../SwapErrorNotice'
import { swapCss } from '../swapCss'
import { useSwapClient } from '../useSwapClient'
import { useSwapForm } from '../useSwapForm'
import { SwapSuccessPanel } from './SwapSuccessPanel'
import { useSwapSteps } from './useSwapSteps'

/**
 * The SwapPreview view: what is paid and received, the quote's facts, then Approve (only when
 * the router's allowance is short) and Swap, each signed in the wallet with a loading state;
 * a failure shows its sentence with a retry (the same signature again, or a new quote), a
 * finished swap its success screen. Part of the swap chunk.
 * @example
 * client.push({ view: 'SwapPreview' })
 */
export default function SwapPreviewView() {
  const client = usePorticoClient()
  const { t, locale } = useT()
  const { caipNetwork } = useNetwork()
  const swap = useSwapClient()
  const form = useSwapForm(swap, { debounceMs: 0 })
  const { quote } = form
  const steps = useSwapSteps(swap, quote)

  if (steps.done)
    return (
      <>
        <ShadowStyle css={walletSendCss} />
        <SwapSuccessPanel
          done={steps.done}
          caipNetwork={caipNetwork}
          onDone={() => client.reset({ view: 'Account' })}
        />
      </>
    )
  const failure = steps.failed
  const sameStepAgain =
    failure &&
    (failure.error instanceof UserRejectedRequestError ||
      failure.error instanceof SwapRevertedError)
  const retry = () => {
    if (!failure) return form.retry()
    if (sameStepAgain) return failure.step === 'approve' ? steps.approve() : steps.swap()
    steps.clearError()
    form.retry()
  }
  const error = failure?.error ?? form.quoteError ?? form.tokensError
  const mustApprove = !!quote?.needsApproval && !steps.approved
  const usd = (amount: string, price: number | undefined) =>
    price === undefined ? undefined : formatUsd(Number(amount) * price, { locale })
  return (
    <div className="portico-view portico-swap" data-testid="portico-view-SwapPreview">
      <ShadowStyle css={walletSendCss} />
      <ShadowStyle css={swapCss} />
      {quote ? (
        <>
          <div className="portico-swap-pair" data-testid="portico-swap-preview-pair">
            {[
              { token: quote.from, units: quote.fromAmount, id: 'from' },
              { token: quote.to, units: quote.toAmount, id: 'to' },
            ].map(({ token, units, id }, index) => {
              const amount = formatUnits(units, token.decimals)
              return (
                <div key={id} className="portico-swap-pair-side">
                  {index === 1 && <span className="portico-sr-only">{t('swap.preview.for')}</span>}
                  <TokenIcon symbol={token.symbol} iconUrl={token.logoUri} size={40} />
                  <span
                    className="portico-swap-pair-amount"
                    data-testid={`portico-swap-preview-${id}`}
                  >
                    {formatTokenAmount(amount, token.symbol, { locale })}
                  </span>
                  <span className="portico-swap-pair-usd">{usd(amount, token.price)}</span>
                </div>
              )
            })}
          </div>
          <QuoteDetails quote={quote} />
        </>
      ) : (
        !error && (
          <div className="portico-empty">
            <Spinner size={24} label={t('swap.preview.quoting')} />
          </div>
        )
      )}
      {error && (
        <SwapErrorNotice
          error={error}
          // After a declined or reverted step, Approve or Swap below asks for it again: a second
          // button saying 'Try again' would only push them further down.
          onRetry={sameStepAgain ? undefined : () => void retry()}
          retryLabel={t(failure ? 'swap.error.newQuote' : 'swap.error.retry')}
        />
      )}
      <div className="portico-preview-actions">
        <Button
          variant="secondary"
          size="lg"
          onClick={() => client.goBack()}
          disabled={!!steps.running}
        >
          {t('swap.preview.cancel')}
        </Button>
        {mustApprove ? (
          <Button
            size="lg"
            loading={steps.running === 'approve'}
            disabled={!quote || (!!failure && !sameStepAgain)}
            onClick={() => void steps.approve()}
            data-testid="portico-swap-approve"
          >
            {t('swap.preview.approve', { symbol: quote?.from.symbol ?? '' })}
          </Button>
        ) : (
          <Button
            size="lg"
            loading={steps.running === 'swap'}
            disabled={!quote || (!!failure && !sameStepAgain)}
            onClick={() => void steps.swap()}
            data-testid="portico-swap-confirm"
          >
            {t('swap.preview.confirm')}
          </Button>
        )}
      </div>
    </div>
  )
}
