import { useState } from 'react'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Button } from '../../ui/Button/Button'
import { TokenAmountInput } from '../../ui/TokenAmountInput/TokenAmountInput'
import { ReceiverField } from './ReceiverField'
import { TokenChip } from './TokenChip'
import { TokenList } from './TokenList'
import { useSendForm } from './useSendForm'
import { walletSendCss } from './walletSendCss'

const PLACEHOLDERS: Record<string, string> = {
  eip155: 'Address (0x…)',
  solana: 'Solana address',
}

/**
 * The WalletSend view: token, amount (with USD value, balance and Max) and receiver, then the
 * preview. Loaded as its own chunk when the user opens Send.
 * @example
 * client.push({ view: 'WalletSend' })
 */
export default function WalletSendView() {
  const client = usePorticoClient()
  const form = useSendForm()
  const [picking, setPicking] = useState(false)
  if (picking)
    return (
      <div className="portico-view portico-send" data-testid="portico-view-WalletSendTokens">
        <style>{walletSendCss}</style>
        <TokenList
          tokens={form.tokens}
          selected={form.token}
          onSelect={(token) => {
            form.setToken(token)
            setPicking(false)
          }}
        />
        <Button variant="ghost" fullWidth onClick={() => setPicking(false)}>
          Cancel
        </Button>
      </div>
    )
  return (
    <div className="portico-view portico-send" data-testid="portico-view-WalletSend">
      <style>{walletSendCss}</style>
      <TokenAmountInput
        value={form.amount}
        onChange={form.setAmount}
        token={<TokenChip token={form.token} onClick={() => setPicking(true)} />}
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
