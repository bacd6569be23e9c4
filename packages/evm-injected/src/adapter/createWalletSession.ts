import type { AdapterConnection, AdapterContext, StorageLike } from '@portico/core'
import type { Eip1193Provider } from '../discovery/announcedProvider'
import { watchWalletEvents } from './watchWalletEvents'

/**
 * The connected wallet: its connector, provider, accounts (active first) and chain.
 * @example
 * const session: Session = { connectorId: 'io.metamask', provider, accounts: ['0xf39F…'], chainId: 1 }
 */
export type Session = {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly string[]
  chainId: number
}

/**
 * Shapes a session as core's AdapterConnection.
 * @example
 * const connection = toConnection(session)
 */
export const toConnection = (session: Session): AdapterConnection => ({
  connectorId: session.connectorId,
  address: session.accounts[0] ?? '',
  chainId: session.chainId,
  accounts: session.accounts.map((address) => ({ namespace: 'eip155', address, type: 'eoa' })),
})

/**
 * The one wallet session of an adapter: `start` begins one (reporting the account, keeping
 * the connector id in storage for the next page load, following the wallet's events into
 * `context`), `end` stops it (reported as a disconnect when asked), `setChain` follows a switch.
 * @example
 * const sessions = createWalletSession({ storage, storageKey, context: () => ctx })
 * sessions.start({ connectorId, provider, accounts, chainId })
 */
export function createWalletSession(parameters: {
  storage: () => StorageLike | undefined
  storageKey: string
  context: () => AdapterContext | undefined
}) {
  const { storage, storageKey, context } = parameters
  let current: (Session & { unwatch: () => void }) | undefined

  function reportAccount(session: Session): void {
    const { address, accounts, chainId } = toConnection(session)
    context()?.onAccountChanged({
      connectorId: session.connectorId,
      address,
      chainId,
      ...(accounts ? { accounts } : {}),
    })
  }

  function reportChain(session: Session, chainId: number): void {
    if (session.chainId === chainId) return
    session.chainId = chainId
    context()?.onChainChanged({ chainId, connectorId: session.connectorId })
  }

  function end(options: { report: boolean; forget: boolean }): void {
    const ended = current
    if (!ended) return
    ended.unwatch()
    current = undefined
    if (options.forget) storage()?.removeItem(storageKey)
    if (options.report) context()?.onDisconnected({ connectorId: ended.connectorId })
  }

  function start(session: Session): Session {
    end({ report: false, forget: false })
    const started = { ...session, unwatch: () => {} }
    started.unwatch = watchWalletEvents(session.provider, {
      onAccounts: (next) => {
        if (next.length === 0) return end({ report: true, forget: true })
        started.accounts = next
        reportAccount(started)
      },
      onChain: (next) => reportChain(started, next),
      onDisconnect: () => end({ report: true, forget: true }),
    })
    current = started
    storage()?.setItem(storageKey, session.connectorId)
    reportAccount(started)
    return started
  }

  return {
    current: (): Session | undefined => current,
    start,
    end,
    /** The wallet is on `chainId` now (some wallets switch without saying so). */
    setChain: (chainId: number) => {
      if (current) reportChain(current, chainId)
    },
    /** The connector id a connection of the last page load was kept under. */
    stored: () => storage()?.getItem(storageKey) ?? undefined,
  }
}
