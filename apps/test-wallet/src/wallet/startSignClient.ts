import { disableVerify } from '@portico/walletconnect'
import type Client from '@walletconnect/sign-client'
import type { WalletConfig } from '../config/readWalletConfig'

/**
 * The WalletConnect sign client of the wallet.
 * @example
 * let client: WalletSignClient
 */
export type WalletSignClient = Client

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%2317c3a5'/%3E%3Cpath d='M9 12h14v10a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z' fill='%230b1412'/%3E%3C/svg%3E"

/**
 * Start the wallet's sign client on the configured relay: its own storage prefix, no telemetry,
 * no Verify API (the page is offline apart from loopback). Sessions of earlier visits come back
 * from IndexedDB.
 * @example
 * const client = await startSignClient(readWalletConfig(import.meta.env), window.location.origin)
 */
export async function startSignClient(
  config: WalletConfig,
  origin: string,
): Promise<WalletSignClient> {
  const { SignClient } = await import('@walletconnect/sign-client')
  const client = await SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    customStoragePrefix: 'portico-test-wallet',
    telemetryEnabled: false,
    logger: 'error',
    // The screen queues requests itself; the SDK's queue would hold each one back a second.
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'Portico Test Wallet',
      description: 'A WalletConnect wallet for the local devnets',
      url: origin,
      icons: [ICON],
    },
  })
  disableVerify(client.core)
  return client
}
