import type { AdapterConnection, AdapterContext, StorageLike } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { type EventsFeature, solanaAccounts, walletFeature } from './solanaWalletFeatures'

/**
 * The connected Solana wallet: its connector id, the wallet, its accounts (active first) and
 * the network the app uses with it (Solana wallets have no "current chain" of their own).
 * @example
 * const session: SolanaSession = { connectorId: 'Phantom', wallet, accounts, chainId: '5eykt4…' }
 */
export type SolanaSession = {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  chainId: string
}

/**
 * Shapes a session as core's AdapterConnection.
 * @example
 * toConnection(session).address
 */
export function toConnection(session: SolanaSession): AdapterConnection {
  return {
    connectorId: session.connectorId,
    address: session.accounts[0]?.address ?? '',
    chainId: session.chainId,
    accounts: session.accounts.map((account) => ({
      namespace: 'solana',
      address: account.address,
      type: 'eoa',
    })),
  }
}

/**
 * The adapter's one wallet session: `start` reports the account, keeps the connector id for
 * the next page load and follows the wallet's `change` events; `end` stops it (reported as a
 * disconnect when asked); `setChain` follows a network switch.
 * @example
 * const session = createSolanaSession({ storage, context: () => ctx })
 */
export function createSolanaSession(parameters: {
  storage: () => StorageLike | undefined
  context: () => AdapterContext | undefined
}) {
  const storageKey = 'portico.solana.connectorId'
  let current: (SolanaSession & { unwatch: () => void }) | undefined

  const report = (session: SolanaSession) => {
    const { connectorId, address, chainId, accounts } = toConnection(session)
    parameters.context()?.onAccountChanged({
      connectorId,
      address,
      chainId,
      ...(accounts ? { accounts } : {}),
    })
  }

  function end(options: { report: boolean; forget: boolean }) {
    const ended = current
    if (!ended) return
    ended.unwatch()
    current = undefined
    if (options.forget) parameters.storage()?.removeItem(storageKey)
    if (options.report) parameters.context()?.onDisconnected({ connectorId: ended.connectorId })
  }

  function start(session: SolanaSession): SolanaSession {
    end({ report: false, forget: false })
    const started = { ...session, unwatch: () => {} }
    const events = walletFeature<EventsFeature>(session.wallet, 'standard:events')
    started.unwatch =
      events?.on('change', ({ accounts }) => {
        if (!accounts || current !== started) return
        const next = solanaAccounts(accounts)
        if (next.length === 0) return end({ report: true, forget: true })
        started.accounts = next
        report(started)
      }) ?? (() => {})
    current = started
    parameters.storage()?.setItem(storageKey, session.connectorId)
    report(started)
    return started
  }

  return {
    current: (): SolanaSession | undefined => current,
    start,
    end,
    setChain(chainId: string) {
      if (!current || current.chainId === chainId) return
      current.chainId = chainId
      parameters.context()?.onChainChanged({ chainId, connectorId: current.connectorId })
    },
    stored: async () => (await parameters.storage()?.getItem(storageKey)) ?? undefined,
  }
}
