import type { AdapterContext, Connector } from '@portico/core'
import {
  type AnnouncedProvider,
  type DiscoveryTarget,
  watchAnnouncedProviders,
} from '@portico/evm-injected'
import type { Config } from '@wagmi/core'
import { addAnnouncedConnectors } from '../connectors/addAnnouncedConnectors'
import { watchCurrentConnection } from '../events/watchCurrentConnection'

/**
 * Parameters of {@link watchWallets}.
 * @example
 * const p: WatchWalletsParameters = { config, context, target: window, getConnectors, logger, onAnnounced }
 */
export type WatchWalletsParameters = {
  config: Config
  context: AdapterContext
  /** Where EIP-6963 wallets announce themselves; none on a server. */
  target: DiscoveryTarget | undefined
  /** The adapter's wallet list, as core reads it: reported on every change. */
  getConnectors: () => Connector[]
  logger: { warn(message: string, ...details: unknown[]): void }
  /** Each new list of announced wallets, before core hears of the change. */
  onAnnounced: (announced: readonly AnnouncedProvider[]) => void
}

/**
 * The adapter's running part, set up by `setup`: EIP-6963 discovery (announced wallets become
 * wagmi connectors, so the host's hooks list them too), the wallet list reported to core on
 * every change, and the current connection reported as it changes. It comes in its own chunk
 * with the start, not with the page: nothing of it is needed to draw the connect button.
 * Returns the function that stops all of it.
 * @example
 * const stop = watchWallets({ config, context, target: window, getConnectors, logger, onAnnounced })
 */
export function watchWallets(params: WatchWalletsParameters): () => void {
  const { config, context } = params
  const emitConnectors = () => context.onConnectorsChanged(params.getConnectors())
  const stops = [config._internal.connectors.subscribe(emitConnectors)]
  if (params.target) {
    const watcher = watchAnnouncedProviders({
      target: params.target,
      onChange: (list) => {
        params.onAnnounced(list)
        addAnnouncedConnectors(config, list)
        emitConnectors()
      },
      onInvalid: (reason) => params.logger.warn(reason),
    })
    stops.push(watcher.stop)
  }
  emitConnectors()
  stops.push(watchCurrentConnection(config, context))
  return () => {
    for (const stop of stops.splice(0)) stop()
  }
}
