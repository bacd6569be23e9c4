import type { CaipNetwork } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'
import { watchWallet } from '../events/watchWallet'
import type { BitcoinAccount, BitcoinSession, BitcoinState } from './bitcoinState'
import { toAdapterConnection } from './toAdapterConnection'

/**
 * Makes `wallet` the adapter's session (the previous one stops being followed), follows its
 * account changes and reports the connection to the kit.
 * @example
 * return startSession(state, { wallet, caipNetwork, accounts })
 */
export function startSession(
  state: BitcoinState,
  started: { wallet: Wallet; caipNetwork: CaipNetwork; accounts: BitcoinAccount[] },
): AdapterConnection {
  state.session?.unsubscribe()
  const session: BitcoinSession = { ...started, unsubscribe: () => {} }
  session.unsubscribe = watchWallet(state, session)
  state.session = session
  const connection = toAdapterConnection(session)
  state.context?.onAccountChanged(connection)
  return connection
}
