import { useState } from 'react'
import type { WalletController } from '../wallet/createWalletController'
import { LinkInput } from './LinkInput'

/**
 * Paste a `wc:` uri (or a link carrying one) and pair.
 * @example
 * <PairCard wallet={wallet} disabled={state.phase !== 'ready'} />
 */
export function PairCard({ wallet, disabled }: { wallet: WalletController; disabled: boolean }) {
  const [text, setText] = useState('')
  return (
    <section className="tw-card" aria-labelledby="tw-pair-title">
      <h2 id="tw-pair-title">Pair with an app</h2>
      <p className="tw-muted">Paste the WalletConnect link the app shows under its QR code.</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void wallet.pair(text).then(() => setText(''))
        }}
      >
        <LinkInput
          testId="tw-uri-input"
          label="WalletConnect uri"
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          value={text}
          onChange={setText}
        />
        <button
          type="submit"
          className="tw-button tw-button--primary"
          data-testid="tw-pair"
          disabled={disabled || text.trim() === ''}
        >
          Pair
        </button>
      </form>
    </section>
  )
}
