import { formatTokenAmount } from '@portico/common'
import type { ViewOf } from '@portico/core'
import { useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../../hooks/clientHooks'
import { useAccount } from '../../../hooks/useAccount'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TokenIcon } from '../../../ui/TokenIcon/TokenIcon'
import { useFeeEstimate } from '../useFeeEstimate'
import { type SendForm, useSendForm } from '../useSendForm'
import { walletSendCss } from '../walletSendCss'
import { formatFee } from './formatFee'
import { PreviewRows } from './PreviewRows'
import { SentPanel } from './SentPanel'

type Draft = Pick<SendForm, 'token' | 'amount' | 'receiver' | 'usdValue'>

/**
 * The WalletSendPreview view: amount, receiver, token, network and fee, then Send through
 * `portico.sendToken()`, then a success toast (core shows the error toast, keeps the form and
 * goes back on failure). From the embedded wallet's smart account the fee is the whole user
 * operation's, the account's deployment included on its first one. An ERC-20 send returns to
 * Account; a native send stays here: the entry is replaced by one carrying the sent
 * transaction, so the header reads 'Transaction sent' above the confirmation.
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
  // What is being sent: core resets the form before sendToken resolves.
  const [draft, setDraft] = useState<Draft>()
  const fee = useFeeEstimate({
    token: draft?.token ?? form.token,
    amount: draft?.amount ?? form.amount,
    receiver: draft?.receiver ?? form.receiver,
    sendable: form.canPreview || !!draft,
  })
  const { caipNetwork } = form
  const { token, amount, receiver, usdValue } = draft ?? form
  const nativePrice = form.tokens.find((t) => !t.address)?.price

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
  if (!token || !caipNetwork || !address || !(form.canPreview || draft)) return null

  const onSend = async () => {
    setDraft({ token, amount, receiver, usdValue })
    const summary = { amount, symbol: token.symbol, to: receiver }
    const shown = {
      amount: formatTokenAmount(amount, undefined, { locale }),
      symbol: token.symbol,
    }
    const toast = client.stores.toast.getState()
    // No "Sending…" yet: the wallet still asks the visitor, and the button says it is waiting.
    try {
      const hash = await client.sendToken()
      toast.showSuccess(t('send.toast.sent', shown))
      // Core returns ERC-20 and Solana sends to Account, which then shows the result; a native
      // send leaves this view in place (spec §2) and shows it here.
      const router = client.stores.router.getState()
      if (router.view.view === 'WalletSendPreview')
        router.replace({ view: 'WalletSendPreview', sent: { hash, ...summary } })
      else if (router.view.view === 'Account')
        router.replace({ view: 'Account', sent: { hash, ...summary } })
    } catch {
      // sendToken already showed the error, kept the form and went back to it.
      setDraft(undefined)
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
        fee={formatFee(fee, caipNetwork, nativePrice, translator)}
      />
      <div className="portico-preview-actions">
        <Button variant="secondary" size="lg" onClick={() => client.goBack()} disabled={loading}>
          {t('send.preview.cancel')}
        </Button>
        <Button size="lg" loading={loading} onClick={onSend} data-testid="portico-send-confirm">
          {t('send.preview.confirm')}
        </Button>
      </div>
    </div>
  )
}
