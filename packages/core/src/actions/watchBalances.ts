import type { ChainNamespace } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { followAccounts } from '../utils/followAccounts'
import { refreshBalance } from './refreshBalance'

type Watch = { caipAddress: string; stop: () => void; busy: boolean; again: boolean }

/**
 * Token balances come from the gateway, not the chain: while Account is open they are read on
 * a new block at most this often, so a fast chain does not turn every slot into a request.
 */
export const TOKEN_REFRESH_MIN_MS = 4_000

/**
 * Keeps each connected account's balance current while its adapter reports new blocks (spec
 * §4: the wallet reporting a new block refreshes the balance): on every block the native
 * balance is read again past the cache, and when it moved — money came in or left through
 * another app — `onBalanceMoved` refreshes the rest (token balances). Blocks that arrive while
 * a read is running are folded into one more read. While the modal shows Account, a block
 * also reads the token balances (`refreshTokens`, at most every {@link TOKEN_REFRESH_MIN_MS}):
 * a token that arrives leaves the native balance as it was. Follows account and network
 * changes; the returned function stops every watch.
 * @example
 * const stop = watchBalances(internals, (ns) => afterTransaction(ns), () => api.fetchTokenBalances({ forceUpdate: true }))
 */
export function watchBalances(
  internals: PorticoInternals,
  onBalanceMoved: (namespace: ChainNamespace) => void,
  refreshTokens: () => Promise<void>,
): () => void {
  const { stores } = internals
  const watches = new Map<ChainNamespace, Watch>()
  let tokensReadAt = Number.NEGATIVE_INFINITY
  const accountShown = () =>
    stores.modal.getState().open && stores.router.getState().view.view === 'Account'
  const readTokens = () => {
    const now = Date.now()
    if (now - tokensReadAt < TOKEN_REFRESH_MIN_MS) return
    tokensReadAt = now
    refreshTokens().catch((error: unknown) =>
      internals.options.logger.warn('Portico: token refresh on a new block failed', error),
    )
  }

  const read = async (namespace: ChainNamespace, watch: Watch) => {
    if (watch.busy) {
      watch.again = true
      return
    }
    watch.busy = true
    try {
      do {
        watch.again = false
        const before = stores.account.getState().accounts[namespace]?.balance
        await refreshBalance(internals, namespace, { fresh: true })
        const account = stores.account.getState().accounts[namespace]
        if (account?.caipAddress !== watch.caipAddress) return
        if (before !== undefined && account.balance !== before) {
          tokensReadAt = Date.now()
          onBalanceMoved(namespace)
        } else if (accountShown()) readTokens()
      } while (watch.again && watches.get(namespace) === watch)
    } catch (error) {
      internals.options.logger.warn('Portico: balance refresh on a new block failed', error)
    } finally {
      watch.busy = false
    }
  }

  const sync = () => {
    const { accounts } = stores.account.getState()
    for (const [namespace, adapter] of internals.adapters) {
      const account = accounts[namespace]
      const connected = stores.connection.getState().status[namespace] === 'connected'
      const caipAddress = connected ? account?.caipAddress : undefined
      const caipNetwork = stores.chain.getState().networks[namespace]?.caipNetwork
      const current = watches.get(namespace)
      if (current && current.caipAddress === caipAddress) continue
      current?.stop()
      watches.delete(namespace)
      if (!caipAddress || !caipNetwork || !adapter.watchBlocks) continue
      const watch: Watch = { caipAddress, stop: () => undefined, busy: false, again: false }
      watch.stop = adapter.watchBlocks({
        caipNetwork,
        onBlock: () => void read(namespace, watch),
      })
      watches.set(namespace, watch)
    }
  }

  const stopFollowing = followAccounts(stores, sync)
  return () => {
    stopFollowing()
    for (const watch of watches.values()) watch.stop()
    watches.clear()
  }
}
