import { formatTokenAmount } from '@portico/common'
import type { ViewOf } from '@portico/core'
import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useAccount } from '../../../hooks/useAccount'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'
import { formatTokenFee } from '../formatTokenFee'
import { priceOf } from '../priceOf'
import { useFeeEstimate } from '../useFeeEstimate'
import { useSendForm } from '../useSendForm'
import { walletSendCss } from '../walletSendCss'
import { formatFee } from './formatFee'
import { PreviewRows } from './PreviewRows'
import { SentPanel } from './SentPanel'

/**
 * The WalletSendPreview view: amount, receiver, token, network and fee, then Send through
 * `portico.sendToken()` (core's send flow), then a success toast. Core does the rest: the error
 * toast, keeping the form and going back on failure; on success an ERC-20 send returns to
 * Account, and a native send stays here with the entry replaced by one carrying the sent
 * transaction, so the header reads 'Transaction sent' above the confirmation. From the embedded
 * wallet's smart account the fee is the whole user operation's, the account's deployment
 * included on its first one, and, paid in a token, the exact amount the account is debited.
 * @example
 * client.push({ view: 'WalletSendPreview' })
 */
export default function WalletSendPreviewView({ sent }: Partial<ViewOf<'WalletSendPreview'>>) {
  const client = usePorticoClient()
  const translator = useT()
  const { t, locale } = translator
  const { address } = useAccount()
  const form = useSendForm()
  const loading = useStoreValue(client.stores.send, (s) => s.loading)
  // While the send runs the form keeps what is being sent, though the balance read again after
  // it may no longer cover the amount; core empties the form in the turn it shows the result.
  const sendable = form.canPreview || loading
  const estimate = useFeeEstimate({
    token: form.token,
    amount: form.amount,
    receiver: form.receiver,
    sendable,
  })
  const { caipNetwork, token, amount, receiver, usdValue } = form
  const nativePrice = form.tokens.find((t) => !t.address)?.price
  // Sent, it would fail for want of the fee: the visitor is told before signing anything.
  const short = estimate?.insufficientFunds === true

  if (sent)
    return (
      <>
        <ShadowStyle css={walletSendCss} />
        <SentPanel
          sent={sent}
          caipNetwork={caipNetwork}
          onDone={() => client.reset({ view: 'Account' })}
        />
      </>
    )
  if (!token || !caipNetwork || !address || !sendable) return null

  const onSend = async () => {
    const shown = {
      amount: formatTokenAmount(amount, undefined, { locale }),
      symbol: token.symbol,
    }
    const toast = client.stores.toast.getState()
    // No "Sending…" yet: the wallet still asks the visitor, and the button says it is waiting.
    try {
      await client.sendToken()
      toast.showSuccess(t('send.toast.sent', shown))
    } catch {
      // sendToken already showed the error, kept the form and went back to it.
    }
  }
  return (
    <div className="portico-view portico-send" data-testid="portico-view-WalletSendPreview">
      <ShadowStyle css={walletSendCss} />
      <div className="portico-preview-amount">
        <span className="portico-preview-amount-value" data-testid="portico-preview-amount">
          <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} size={32} />
          {formatTokenAmount(amount, token.symbol, { locale })}
        </span>
        {usdValue && <span className="portico-preview-amount-usd">{usdValue}</span>}
      </div>
      <PreviewRows
        from={address}
        to={receiver}
        token={token}
        caipNetwork={caipNetwork}
        fee={
          estimate?.paidBy !== undefined
            ? t('send.preview.paidBy', { name: estimate.paidBy })
            : estimate?.paidIn !== undefined
              ? formatTokenFee(estimate.paidIn, priceOf(form.tokens, estimate.paidIn.token), {
                  locale,
                })
              : formatFee(estimate?.fee, caipNetwork, nativePrice, translator)
        }
        {...(estimate?.sponsorshipRefusal !== undefined && {
          feeNote: estimate.sponsorshipRefusal,
        })}
        feeShort={short}
      />
      <div className="portico-preview-actions">
        <Button variant="secondary" size="lg" onClick={() => client.goBack()} disabled={loading}>
          {t('send.preview.cancel')}
        </Button>
        <Button
          size="lg"
          loading={loading}
          disabled={short}
          onClick={onSend}
          data-testid="portico-send-confirm"
        >
          {t('send.preview.confirm')}
        </Button>
      </div>
    </div>
  )
}
