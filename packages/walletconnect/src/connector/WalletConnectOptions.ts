import type { CaipNetwork } from '@portico/common'
import type { PorticoLogger } from '@portico/core'
import type {
  WalletConnectMetadata,
  WalletConnectStorage,
} from '../provider/WalletConnectProviderOptions'

/**
 * How to reach the relay and how to present the app. Everything is optional: the project id
 * and metadata default to the Portico options (through the adapter context), the relay to the
 * dev stack's.
 * @example
 * const options: WalletConnectOptions = { relayUrl: 'ws://127.0.0.1:8788', projectId: 'demo' }
 */
export type WalletConnectOptions = {
  /** Relay WebSocket URL. Default `ws://127.0.0.1:8788` (the self-hosted relay of `npm start`). */
  relayUrl?: string
  /** Default: the Portico `projectId`, else `'portico'` (the self-hosted relay takes any). */
  projectId?: string
  /** Default: the Portico `metadata`. */
  metadata?: WalletConnectMetadata
  /** Networks to propose when no adapter is attached (standalone use). */
  networks?: readonly CaipNetwork[]
  /** SDK storage. Default: IndexedDB in browsers, memory in Node. */
  storage?: WalletConnectStorage
  /** Prefix of the SDK's storage keys; give each connector in one page its own. Default 'portico'. */
  storagePrefix?: string
  /** SDK log level. Default 'error'. */
  logLevel?: string
  /** Name of the connector in wallet lists. Default 'WalletConnect'. */
  name?: string
  imageUrl?: string
  /** How long a connect may wait for the relay before failing (no uri yet). Default 20 s. */
  pairingTimeoutMs?: number
  /** Gets events the connector could not apply (malformed wallet data). Default console. */
  logger?: PorticoLogger
}

/**
 * The relay the connector uses when none is configured: the one `npm start` runs.
 * @example
 * createWalletConnectConnector({ relayUrl: DEFAULT_RELAY_URL })
 */
export const DEFAULT_RELAY_URL = 'ws://127.0.0.1:8788'

/**
 * How long a connect waits for the relay to produce a pairing uri before it fails.
 * @example
 * createWalletConnectConnector({ pairingTimeoutMs: DEFAULT_PAIRING_TIMEOUT_MS * 2 })
 */
export const DEFAULT_PAIRING_TIMEOUT_MS = 20_000
