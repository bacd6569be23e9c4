import { usePorticoClient } from '../../../hooks/clientHooks'
import type { MessageKey } from '../../../i18n/messages/en'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { TokenAmountInput } from '../../../ui/TokenAmountInput/TokenAmountInput'
import { useSendForm } from '../useSendForm'
import { walletSendCss } from '../walletSendCss'
import { ReceiverField } from './ReceiverField'
import { ResolvedReceiver } from './ResolvedReceiver'
import { TokenChip } from './TokenChip'
import { useReceiverInput } from './useReceiverInput'

const PLACEHOLDERS: Record<string, MessageKey> = {
  eip155: 'send.receiver.placeholderEvm',
  solana: 'send.receiver.placeholderSolana',
}

/**
 * The WalletSend view: token (chosen in WalletSendSelectToken), amount (with USD value, balance
 * and Max) and receiver, then the preview. Loaded as its own chunk when the user opens Send.
 * @example
 * client.push({ view: 'WalletSend' })
 */
export default function WalletSendView() {
  const client = usePorticoClient()
  const { t } = useT()
  const form = useSendForm()
  const receiver = useReceiverInput(form.namespace)
  return (
    <div className="portico-view portico-send" data-testid="portico-view-WalletSend">
      <ShadowStyle css={walletSendCss} />
      <TokenAmountInput
        value={form.amount}
        onChange={form.setAmount}
        token={
          <TokenChip
            token={form.token}
            onClick={() => client.push({ view: 'WalletSendSelectToken' })}
          />
        }
        usdValue={form.usdValue}
        balance={form.balanceText}
        onMax={form.token ? form.fillMax : undefined}
        error={form.amountError}
      />
      <ReceiverField
        value={receiver.text}
        onChange={receiver.setText}
        error={receiver.error ?? (receiver.isName ? undefined : form.receiverError)}
        notice={receiver.isName ? undefined : form.receiverNotice}
        placeholder={t(PLACEHOLDERS[form.namespace] ?? 'send.receiver.placeholder')}
      />
      {receiver.resolved && <ResolvedReceiver {...receiver.resolved} />}
      <div className="portico-send-footer">
        <Button
          size="lg"
          fullWidth
          disabled={!form.canPreview}
          onClick={() => client.push({ view: 'WalletSendPreview' })}
          data-testid="portico-send-preview"
        >
          {t('send.form.preview')}
        </Button>
        {form.incomplete && (
          <p className="portico-send-hint" data-testid="portico-send-hint">
            {form.incomplete}
          </p>
        )}
      </div>
    </div>
  )
}
