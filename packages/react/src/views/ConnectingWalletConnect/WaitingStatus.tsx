import { translateCoreMessage } from '../../i18n/translateCoreMessage'
import { useT } from '../../i18n/useT'
import { Spinner } from '../../ui/Spinner/Spinner'
import type { PairingState } from './useWalletConnectPairing'

/**
 * The line under the title: a spinner and what the view waits for, or why there is no code
 * (expired, or the failure's short message). A status region, so changes are announced.
 * Without `waitingFor` it waits for 'your wallet'.
 * @example
 * <WaitingStatus pairing={pairing} waitingFor="Rainbow" />
 */
export function WaitingStatus({
  pairing,
  waitingFor,
}: {
  pairing: PairingState
  waitingFor?: string | undefined
}) {
  const { t } = useT()
  const text = {
    loading: t('connect.wc.preparing'),
    ready:
      waitingFor === undefined
        ? t('connect.wc.waitingAny')
        : t('connect.connecting.waitingFor', { wallet: waitingFor }),
    expired: t('connect.wc.expired'),
    error: pairing.status === 'error' ? translateCoreMessage(pairing.message, t) : '',
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
