import { isPairingExpired } from '@portico/common'
import type { Portico } from '@portico/core'
import { findWalletConnect } from './findWalletConnect'
import type { WalletConnectAttempt } from './WalletConnectAttemptContext'

/**
 * Connect through WalletConnect with core (status connecting while pairing, then connected), or
 * join the connect already in flight. A new pairing uri is asked for when `fresh` (default: when
 * the one in the store expired or failed): the connect in flight then follows the connector's
 * new pairing; a new connect starts only when none is running (or the connector cannot renew
 * its pairing alone). An unexpired pairing is reused.
 * @example
 * await connectWalletConnect(client, attempt, { fresh: true })
 */
export function connectWalletConnect(
  client: Portico,
  attempt: WalletConnectAttempt,
  { fresh = !hasLivePairing(client) }: { fresh?: boolean } = {},
): Promise<void> {
  const found = findWalletConnect(client)
  const running = attempt.current
  if (running && (!fresh || found?.walletConnect)) {
    if (fresh) {
      found?.walletConnect
        ?.prepare('pairing', { namespace: found.connector.chain })
        // Whatever goes wrong with the new pairing, the connect in flight reports.
        .catch(() => undefined)
    }
    return running
  }
  const connecting = client.connect({
    connectorId: found?.connector.id ?? 'walletConnect',
    ...(found && { namespace: found.connector.chain }),
  })
  attempt.current = connecting
  const done = () => {
    if (attempt.current === connecting) attempt.current = undefined
  }
  connecting.then(done, done)
  return connecting
}

/** The store holds a pairing uri a wallet can still use. */
function hasLivePairing(client: Portico): boolean {
  const { wcUri, wcPairingExpiry, wcError } = client.stores.connection.getState()
  return wcUri !== undefined && !wcError && !isPairingExpired(wcPairingExpiry, Date.now())
}
