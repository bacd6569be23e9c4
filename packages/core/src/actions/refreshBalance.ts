import { BALANCE_CACHE_MS, type ChainNamespace } from '@portico/common'
import type { PorticoInternals } from '../client/PorticoInternals'
import { requireAccount } from '../client/requireAccount'
import { nativeBalanceCache } from '../storage/balanceCaches'

/**
 * Query key of a native balance in the instance's query client.
 * @example
 * (await portico.getQueryClient()).getQueryData(balanceQueryKey('eip155:1:0xf39F…2266'))
 */
export function balanceQueryKey(caipAddress: string): readonly ['portico', 'balance', string] {
  return ['portico', 'balance', caipAddress]
}

/**
 * Load the native balance of a namespace's account (default: active) into the account store,
 * through the query cache (spec §9: 30 s); a balance stored in the last 30 s
 * (`nativeBalanceCache`, also across reloads) shows first while the wallet is asked, and each
 * answer is stored. `fresh` skips both caches (after a send). A failure
 * with no balance known marks it unavailable (the header shows a dash) and rethrows.
 * @example
 * await refreshBalance(internals, 'eip155', { fresh: true })
 */
export async function refreshBalance(
  internals: PorticoInternals,
  namespace?: ChainNamespace,
  options: { fresh?: boolean } = {},
): Promise<void> {
  const { namespace: ns, adapter, address, caipNetwork } = requireAccount(internals, namespace)
  const caipAddress = `${caipNetwork.caipNetworkId}:${address}`
  const stillCurrent = () =>
    internals.stores.account.getState().accounts[ns]?.caipAddress === caipAddress
  // The last answer of the previous 30 s (this page or the one before a reload) shows at once.
  const cache = nativeBalanceCache(internals.storage)
  const cached = options.fresh ? undefined : cache.get(caipAddress)
  if (cached && internals.stores.account.getState().accounts[ns]?.balance === undefined) {
    internals.stores.account.getState().setAccount(ns, {
      balance: cached.balance,
      balanceSymbol: cached.symbol,
      balanceUnavailable: false,
    })
  }
  let result: { balance: string; symbol: string }
  try {
    result = await (await internals.loadQueryClient()).fetchQuery({
      queryKey: balanceQueryKey(caipAddress),
      queryFn: () => adapter.getBalance({ address, caipNetwork }),
      staleTime: options.fresh ? 0 : BALANCE_CACHE_MS,
    })
  } catch (error) {
    // Unless the gateway's answer already filled it, the header stops waiting: a dash.
    const account = internals.stores.account.getState().accounts[ns]
    if (stillCurrent() && account?.balance === undefined)
      internals.stores.account.getState().setAccount(ns, { balanceUnavailable: true })
    throw error
  }
  cache.set(caipAddress, { balance: result.balance, symbol: result.symbol })
  // The account may have changed while the balance loaded.
  if (!stillCurrent()) return
  internals.stores.account.getState().setAccount(ns, {
    balance: result.balance,
    balanceSymbol: result.symbol,
    balanceUnavailable: false,
  })
}
