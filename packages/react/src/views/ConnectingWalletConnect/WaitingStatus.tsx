import { Spinner } from '../../ui/Spinner/Spinner'
import type { PairingState } from './useWalletConnectPairing'

/**
 * The line under the title: a spinner and what the view waits for, or why there is no code
 * (expired, or the failure's short message). A status region, so changes are announced.
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
    expired: 'Codes last 4 minutes. Get a new one to continue.',
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
