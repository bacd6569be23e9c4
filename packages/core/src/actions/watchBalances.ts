import type { ChainNamespace } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { refreshBalance } from './refreshBalance'

type Watch = { caipAddress: string; stop: () => void; busy: boolean; again: boolean }

/**
 * Keeps each connected account's balance current while its adapter reports new blocks (spec
 * §4: the wallet reporting a new block refreshes the balance): on every block the native
 * balance is read again past the cache, and when it moved — money came in or left through
 * another app — `onBalanceMoved` refreshes the rest (token balances). Blocks that arrive while
 * a read is running are folded into one more read. Follows account and network changes; the
 * returned function stops every watch.
 * @example
 * const stop = watchBalances(internals, (ns) => afterTransaction(ns))
 */
export function watchBalances(
  internals: PorticoInternals,
  onBalanceMoved: (namespace: ChainNamespace) => void,
): () => void {
  const { stores } = internals
  const watches = new Map<ChainNamespace, Watch>()

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
        if (before !== undefined && account.balance !== before) onBalanceMoved(namespace)
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

  const unsubscribeAccount = stores.account.subscribe(sync)
  const unsubscribeConnection = stores.connection.subscribe(sync)
  sync()
  return () => {
    unsubscribeAccount()
    unsubscribeConnection()
    for (const watch of watches.values()) watch.stop()
    watches.clear()
  }
}
