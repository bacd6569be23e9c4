import { closeRelay } from './closeRelay'
import { createRelayContext } from './createRelayContext'
import { listenRelay } from './listenRelay'
import type { RelayDeps } from './RelayDeps'
import { watchUpgrades } from './watchUpgrades'

export type { RelayDeps } from './RelayDeps'

/**
 * A running (or ready to run) relay.
 * @example
 * const { url } = await relay.listen({ port: 0 })
 */
export type Relay = {
  /** Start serving; port 0 picks a free port. Resolves with the bound port and ws:// URL. */
  listen(options?: { port?: number; host?: string }): Promise<{ port: number; url: string }>
  /**
   * Refuse new upgrades, close every socket with 1012 (service restart: WalletConnect clients
   * reconnect at once, to another node behind the same address), wait for running handlers,
   * stop serving.
   */
  close(): Promise<void>
  /** Number of open client connections. */
  connectionCount(): number
}

/**
 * Create a WalletConnect-compatible relay: JSON-RPC 2.0 over WebSocket with JWT-authenticated
 * clients, store-and-forward delivery until each message's TTL, pings, rate limits, connection
 * caps and storage quotas.
 * @example
 * const store = await createSqliteStore({ path: ':memory:' })
 * const relay = createRelay({ clock: systemClock, store, logger: createLogger({ service: 'relay' }) })
 * const { url } = await relay.listen({ port: 8788 })
 */
export function createRelay(deps: RelayDeps): Relay {
  const context = createRelayContext(deps)
  watchUpgrades(context)
  return {
    listen: (options = {}) => listenRelay(context, options),
    close: () => closeRelay(context),
    connectionCount: () => context.tracker.connections.size,
  }
}
