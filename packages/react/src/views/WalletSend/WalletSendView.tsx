import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Button } from '../../ui/Button/Button'
import { TokenAmountInput } from '../../ui/TokenAmountInput/TokenAmountInput'
import { ReceiverField } from './ReceiverField'
import { TokenChip } from './TokenChip'
import { useSendForm } from './useSendForm'
import { walletSendCss } from './walletSendCss'

const PLACEHOLDERS: Record<string, string> = {
  eip155: 'Address (0x…)',
  solana: 'Solana address',
}

/**
 * The WalletSend view: token (chosen in WalletSendSelectToken), amount (with USD value, balance
 * and Max) and receiver, then the preview. Loaded as its own chunk when the user opens Send.
 * @example
 * client.push({ view: 'WalletSend' })
 */
export default function WalletSendView() {
  const client = usePorticoClient()
  const form = useSendForm()
  return (
    <div className="portico-view portico-send" data-testid="portico-view-WalletSend">
      <style>{walletSendCss}</style>
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
        value={form.receiver}
        onChange={form.setReceiver}
        error={form.receiverError}
        placeholder={PLACEHOLDERS[form.namespace] ?? 'Address'}
      />
      <div className="portico-send-footer">
        <Button
          size="lg"
          fullWidth
          disabled={!form.canPreview}
          onClick={() => client.push({ view: 'WalletSendPreview' })}
          data-testid="portico-send-preview"
        >
          Preview Send
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
