import { ProviderNotConnectedError } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import type { BitcoinSession } from './bitcoinState'

/**
 * A session as core's AdapterConnection: its first account is the active address. A session
 * with no account is ProviderNotConnectedError.
 * @example
 * context.onAccountChanged(toAdapterConnection(session))
 */
export function toAdapterConnection(
  session: Pick<BitcoinSession, 'wallet' | 'caipNetwork' | 'accounts'>,
): AdapterConnection {
  const [active] = session.accounts
  if (!active) throw new ProviderNotConnectedError()
  return {
    connectorId: session.wallet.name,
    address: active.address,
    chainId: session.caipNetwork.id,
    accounts: session.accounts.map(({ account: _, ...rest }) => rest),
  }
}
