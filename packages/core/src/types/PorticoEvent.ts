import type { CaipNetworkId, ChainNamespace, ConnectorType } from '@portico/common'

/**
 * How a wallet was reached, as reported in connect events.
 * @example
 * const m: ConnectMethodUsed = 'browser'
 */
export type ConnectMethodUsed = 'browser' | 'qrcode' | 'mobile' | 'email' | 'social'

/**
 * Something that happened, for apps and analytics (`portico.subscribeEvents`). Each event has
 * a name and typed properties.
 * @example
 * portico.subscribeEvents(({ event }) => {
 *   if (event.event === 'CONNECT_SUCCESS') console.log(event.properties.name)
 * })
 */
export type PorticoEvent =
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | {
      event: 'CONNECT_STARTED'
      properties: { connectorId: string; connectorType: ConnectorType; namespace: ChainNamespace }
    }
  | {
      event: 'CONNECT_SUCCESS'
      properties: {
        method: ConnectMethodUsed
        name: string
        connectorId: string
        connectorType: ConnectorType
        namespace: ChainNamespace
      }
    }
  | {
      event: 'CONNECT_ERROR'
      properties: { message: string; connectorId: string; connectorType: ConnectorType }
    }
  | { event: 'DISCONNECT_SUCCESS'; properties: { namespace: ChainNamespace | undefined } }
  | { event: 'DISCONNECT_ERROR'; properties: { message: string } }
  | { event: 'SWITCH_NETWORK'; properties: { network: CaipNetworkId } }
  | { event: 'SELECT_WALLET'; properties: { name: string; platform: WalletPlatform } }
  | {
      event: 'ERROR_FETCH_TRANSACTIONS'
      properties: { address: string; projectId: string | undefined; cursor: string | undefined }
    }
  | { event: 'SIGN_MESSAGE_SUCCESS'; properties: { namespace: ChainNamespace } }
  | { event: 'SIGN_MESSAGE_ERROR'; properties: { namespace: ChainNamespace; message: string } }
  | { event: 'SEND_INITIATED'; properties: { network: CaipNetworkId; token: string } }
  | { event: 'SEND_SUCCESS'; properties: { network: CaipNetworkId; token: string; hash: string } }
  | { event: 'SEND_ERROR'; properties: { network: CaipNetworkId; message: string } }
  | {
      event: 'SWAP_INITIATED'
      properties: { network: CaipNetworkId | undefined; fromToken: string; toToken: string }
    }
  | {
      event: 'SWAP_SUCCESS'
      properties: { network: CaipNetworkId | undefined; fromToken: string; toToken: string }
    }
  | { event: 'SWAP_ERROR'; properties: { network: CaipNetworkId | undefined; message: string } }
  | {
      event: 'BUY_INITIATED'
      properties: { provider: string; network: string; currency: string; paymentCurrency: string }
    }
  | { event: 'SIWX_AUTH_SUCCESS'; properties: { network: CaipNetworkId } }
  /** Pay (features.pay): the Pay view opened for a payment (AppKit's PAY_MODAL_OPEN). */
  | {
      event: 'PAY_MODAL_OPEN'
      properties: { paymentId: string; network: CaipNetworkId; asset: string; amount: string }
    }
  /** The visitor picked a way to pay: from the wallet, an exchange's page or a QR code. */
  | {
      event: 'PAY_INITIATED'
      properties: {
        paymentId: string
        method: 'wallet' | 'exchange' | 'qr'
        exchangeId?: string
        network: CaipNetworkId
      }
    }
  | {
      event: 'PAY_SUCCESS'
      properties: { paymentId: string; method: 'wallet' | 'exchange' | 'qr'; hash: string }
    }
  /** The payment ended without paying: failed on chain, cancelled, or timed out (`message`). */
  | { event: 'PAY_ERROR'; properties: { paymentId: string; message: string } }
  | {
      event: 'SIWX_AUTH_ERROR'
      properties: { network: CaipNetworkId | undefined; message: string }
    }

/**
 * Platform a wallet was picked on, reported by SELECT_WALLET.
 * @example
 * const p: WalletPlatform = 'qrcode'
 */
export type WalletPlatform = 'browser' | 'mobile' | 'desktop' | 'web' | 'qrcode' | 'unsupported'

/**
 * Name of an event.
 * @example
 * const name: PorticoEventName = 'MODAL_OPEN'
 */
export type PorticoEventName = PorticoEvent['event']

/**
 * An event as delivered to listeners: the event and when it happened (ms since epoch).
 * @example
 * const unsubscribe = portico.subscribeEvents(({ timestamp, event }) => log(timestamp, event))
 */
export type PorticoEventEnvelope = {
  timestamp: number
  event: PorticoEvent
}
