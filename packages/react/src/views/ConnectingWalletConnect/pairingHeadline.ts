import type { Translator } from '../../i18n/Translator'
import type { PairingState } from './useWalletConnectPairing'

/**
 * The title and instruction of a QR view for the pairing's state: the view's own while the
 * code is up (or coming), 'QR code expired' / 'Connection failed' without the scan instruction
 * once there is no code to scan.
 * @example
 * pairingHeadline({ status: 'expired' }, { title: 'Scan with your phone', subtitle: '…' }, t)
 * // { title: 'QR code expired', subtitle: undefined }
 */
export function pairingHeadline(
  pairing: PairingState,
  scanning: { title: string; subtitle: string },
  t: Translator['t'],
): { title: string; subtitle: string | undefined } {
  if (pairing.status === 'expired')
    return { title: t('connect.wc.expiredTitle'), subtitle: undefined }
  if (pairing.status === 'error') return { title: t('connect.wc.failedTitle'), subtitle: undefined }
  return scanning
}
