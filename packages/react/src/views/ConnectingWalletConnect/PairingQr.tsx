import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { QrCode } from '../../ui/QrCode/QrCode'
import { Spinner } from '../../ui/Spinner/Spinner'
import type { PairingState } from './useWalletConnectPairing'

/** Edge of the code itself; the white card adds 14 px on each side. */
const QR_SIZE = 248

/**
 * Props of {@link PairingQr}.
 * @example
 * const props: PairingQrProps = { pairing, onRetry: retry, label: 'QR code to connect Rainbow' }
 */
export type PairingQrProps = {
  pairing: PairingState
  onRetry: () => void
  /** Accessible name of the code. */
  label: string
  logo?: ReactNode
}

/**
 * The pairing uri as a QR code (its uri also on `data-wc-uri`), a placeholder of the same size
 * while the uri is on its way, and a faded card with 'Try again' once it expired or failed.
 * @example
 * <PairingQr pairing={pairing} onRetry={retry} label="QR code to connect a wallet" />
 */
export function PairingQr({ pairing, onRetry, label, logo }: PairingQrProps) {
  const { t } = useT()
  if (pairing.status === 'ready') {
    return (
      <div className="portico-wc-qr" data-testid="portico-wc-qr" data-wc-uri={pairing.uri}>
        <QrCode value={pairing.uri} size={QR_SIZE} label={label} logo={logo} testId="portico-qr" />
      </div>
    )
  }
  const ended = pairing.status === 'expired' || pairing.status === 'error'
  return (
    <div className="portico-wc-qr" data-testid="portico-wc-qr" data-state={pairing.status}>
      <div className="portico-wc-placeholder" style={{ width: QR_SIZE + 28, height: QR_SIZE + 28 }}>
        <span className="portico-wc-placeholder-grid" aria-hidden="true" />
        {ended ? (
          <Button
            variant="primary"
            leading={<Icon name="retry" size={16} />}
            onClick={onRetry}
            data-testid="portico-wc-retry"
          >
            {t('connect.connecting.tryAgain')}
          </Button>
        ) : (
          <span className="portico-wc-placeholder-spinner">
            <Spinner size={28} label={t('connect.wc.preparingQr')} />
          </span>
        )}
      </div>
    </div>
  )
}
