import { Spinner } from '../../ui/Spinner/Spinner'
import type { PairingState } from './useWalletConnectPairing'

/**
 * The line under the title: a spinner and what the view waits for, or the failure's short
 * message. Announced politely as it changes.
 * @example
 * <WaitingStatus pairing={pairing} waitingFor="Rainbow" />
 */
export function WaitingStatus({
  pairing,
  waitingFor,
}: {
  pairing: PairingState
  waitingFor: string
}) {
  const text = {
    loading: 'Preparing a secure connection…',
    ready: `Waiting for ${waitingFor}…`,
    expired: 'This code has expired. Get a new one to continue.',
    error: pairing.status === 'error' ? pairing.message : '',
  }[pairing.status]
  const busy = pairing.status === 'loading' || pairing.status === 'ready'
  return (
    <p
      className="portico-wc-status"
      data-tone={pairing.status === 'error' ? 'error' : undefined}
      data-testid="portico-wc-status"
      role="status"
    >
      {busy && <Spinner size={14} />}
      <span>{text}</span>
    </p>
  )
}
