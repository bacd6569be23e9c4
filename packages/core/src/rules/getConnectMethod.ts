import type { ConnectorType } from '@portico/common'
import type { ConnectMethodUsed } from '../types/PorticoEvent'

/**
 * How a connection was made, for CONNECT_SUCCESS: a WalletConnect session is a QR code on
 * desktop and a deep link on mobile; the embedded wallet is email (or social); the rest browser.
 * @example
 * getConnectMethod('WALLET_CONNECT', { isMobile: false }) // 'qrcode'
 */
export function getConnectMethod(
  type: ConnectorType | undefined,
  params: { isMobile: boolean; social?: boolean },
): ConnectMethodUsed {
  if (type === 'WALLET_CONNECT') return params.isMobile ? 'mobile' : 'qrcode'
  if (type === 'AUTH') return params.social ? 'social' : 'email'
  return 'browser'
}
