import type { AdapterConnection } from '@portico/core'
import { type Config, reconnect } from '@wagmi/core'
import { toAdapterConnection } from '../internal/toAdapterConnection'
import { waitForConnector } from '../internal/waitForConnector'
import { waitForSettledStatus } from '../internal/waitForSettledStatus'

type PersistApi = { hasHydrated(): boolean; rehydrate(): Promise<void> | void }

/** With `ssr`, wagmi reads its storage only when asked (its `hydrate` helper does the same). */
async function rehydrate(config: Config): Promise<void> {
  const { persist } = config._internal.store as unknown as { persist?: PersistApi }
  if (persist && !persist.hasHydrated()) await persist.rehydrate()
}

/**
 * Restores the connection of `connectorId` after a page load without prompting, using the
 * connection wagmi stored. Resolves undefined when it cannot be restored (the wallet is gone,
 * locked, or the user disconnected), which core treats as disconnected.
 * @example
 * const connection = await reconnectWallet(config, { connectorId: 'io.metamask', timeoutMs: 1_000 })
 */
export async function reconnectWallet(
  config: Config,
  parameters: { connectorId: string; timeoutMs: number },
): Promise<AdapterConnection | undefined> {
  const connector = await waitForConnector(config, parameters.connectorId, parameters.timeoutMs)
  if (!connector) return undefined
  if (config._internal.ssr) await rehydrate(config)
  const live = () =>
    config.state.status === 'connected' ? config.state.connections.get(connector.uid) : undefined
  // The host's own wagmi setup may have reconnected already.
  let connection = live()
  if (!connection) {
    await reconnect(config, { connectors: [connector] })
    await waitForSettledStatus(config)
    connection = live()
  }
  return connection ? toAdapterConnection(connector.id, connection) : undefined
}
