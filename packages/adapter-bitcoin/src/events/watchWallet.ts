import type { Wallet } from '@wallet-standard/base'
import type { BitcoinSession, BitcoinState } from '../internal/bitcoinState'
import { endSession } from '../internal/endSession'
import { networkParamsOf } from '../internal/networkParamsOf'
import { toAdapterConnection } from '../internal/toAdapterConnection'
import { walletFeature } from '../internal/walletFeature'
import { toConnectorAccounts } from '../toConnectorAccounts'

type EventsFeature = {
  on(event: 'change', listener: (change: { accounts?: Wallet['accounts'] }) => void): () => void
}

/**
 * Follows the wallet of `session` (`standard:events`) while it is the adapter's session: new
 * accounts on the session's network are reported to the kit; none left ends the session as a
 * disconnect. Returns the unsubscribe (a no-op for wallets without events).
 * @example
 * session.unsubscribe = watchWallet(state, session)
 */
export function watchWallet(state: BitcoinState, session: BitcoinSession): () => void {
  const events = walletFeature<EventsFeature>(session.wallet, 'standard:events')
  return (
    events?.on('change', ({ accounts }) => {
      if (!accounts || state.session !== session) return
      const params = networkParamsOf(state, session.caipNetwork)
      const mapped = toConnectorAccounts(accounts, params, state.preferred)
      if (mapped.length === 0) return endSession(state, session.wallet.name)
      session.accounts = mapped
      state.context?.onAccountChanged(toAdapterConnection(session))
    }) ?? (() => {})
  )
}
