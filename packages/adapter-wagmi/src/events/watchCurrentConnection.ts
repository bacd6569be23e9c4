import type { AdapterContext } from '@portico/core'
import type { Config } from '@wagmi/core'
import { toAdapterConnection } from '../internal/toAdapterConnection'

type Snapshot = { connectorId: string; accounts: readonly `0x${string}`[]; chainId: number }

function snapshotOf(state: Config['state']): Snapshot | undefined {
  if (state.status !== 'connected' || !state.current) return undefined
  const connection = state.connections.get(state.current)
  if (!connection) return undefined
  const { connector, accounts, chainId } = connection
  return { connectorId: connector.id, accounts, chainId }
}

const sameAccounts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Reports the current wagmi connection to core: a new connection or an account switch as
 * `onAccountChanged`, a network switch as `onChainChanged` (also to chains the app does not
 * list, so core can show UnsupportedChain), the wallet ending it as `onDisconnected`.
 *
 * Connecting and reconnecting states are skipped: a connection restored from storage is only
 * reported once the wallet confirmed it. A connection that exists at start is reported at once.
 * @example
 * const unwatch = watchCurrentConnection(config, context)
 */
export function watchCurrentConnection(
  config: Config,
  context: Pick<AdapterContext, 'onAccountChanged' | 'onChainChanged' | 'onDisconnected'>,
): () => void {
  let last: Snapshot | undefined

  function report(state: Config['state']): void {
    if (state.status === 'connecting' || state.status === 'reconnecting') return
    const next = snapshotOf(state)
    const previous = last
    last = next
    if (!next) {
      if (previous) context.onDisconnected({ connectorId: previous.connectorId })
      return
    }
    const sameConnector = previous?.connectorId === next.connectorId
    if (!sameConnector || !sameAccounts(previous.accounts, next.accounts)) {
      const { address, accounts } = toAdapterConnection(next.connectorId, next)
      context.onAccountChanged({
        connectorId: next.connectorId,
        address,
        chainId: next.chainId,
        ...(accounts ? { accounts } : {}),
      })
    } else if (previous.chainId !== next.chainId) {
      context.onChainChanged({ chainId: next.chainId, connectorId: next.connectorId })
    }
  }

  return config.subscribe((state) => state, report, { emitImmediately: true })
}
