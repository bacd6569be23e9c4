import {
  type ChainNamespace,
  filterTokenBalances,
  TOKEN_BALANCE_RETRY_GUARD_MS,
  type TokenBalance,
  TokenBalanceUnavailableError,
} from '@portico/common'
import { tokenBalanceCache } from '../storage/balanceCaches'
import type { ApiContext } from './ApiContext'
import { tokenBalancesQueryOptions } from './tokenBalancesQueryOptions'

function showBalances(
  context: ApiContext,
  namespace: ChainNamespace,
  tokenBalance: readonly TokenBalance[],
): void {
  const native = tokenBalance.find((token) => token.address === undefined)
  context.stores.account.getState().setAccount(namespace, {
    tokenBalance,
    notIndexed: false,
    ...(native && {
      balance: native.quantity.numeric,
      balanceSymbol: native.symbol,
      balanceUnavailable: false,
    }),
  })
}

/**
 * Load the active account's balances through the gateway into the account store (spec §3, §5,
 * §8): `tokenBalance` holds the active network's tokens without those of decimals '0', and the
 * native entry sets `balance` / `balanceSymbol`. A network the gateway does not index sets
 * `notIndexed` (the view says balances aren't available there; no toast, nothing failed).
 * Balances stored in the last 30 s (`balanceCache`, also across reloads) show first while the
 * gateway is asked, unless `forceUpdate`; each answer is stored. A
 * failed fetch shows the 'Token Balance Unavailable' toast and blocks further fetches for 30 s.
 * Never rejects; does nothing without an account.
 * @example
 * await fetchTokenBalances(context, { forceUpdate: true })
 */
export async function fetchTokenBalances(
  context: ApiContext,
  { forceUpdate = false }: { forceUpdate?: boolean } = {},
): Promise<void> {
  const { stores, memory, blockchain } = context
  const namespace = stores.chain.getState().activeNamespace
  const network = stores.chain.getState().activeCaipNetwork
  const account = namespace ? stores.account.getState().accounts[namespace] : undefined
  const { address, caipAddress } = account ?? {}
  if (!namespace || !network || !address || !caipAddress) return
  const failedAt = memory.tokenBalanceFailedAt
  if (failedAt !== undefined && Date.now() - failedAt < TOKEN_BALANCE_RETRY_GUARD_MS) return

  const chainId = network.caipNetworkId
  try {
    if (!(await blockchain.isNetworkSupported(chainId))) {
      if (stores.account.getState().accounts[namespace]?.caipAddress === caipAddress) {
        stores.account.getState().setAccount(namespace, { tokenBalance: [], notIndexed: true })
      }
      return
    }
    // What this account held in the last 30 s (this page or before a reload) shows at once.
    const cache = tokenBalanceCache(context.storage)
    const cached = forceUpdate ? undefined : cache.get(caipAddress)
    if (cached && stores.account.getState().accounts[namespace]?.tokenBalance.length === 0) {
      showBalances(context, namespace, cached)
    }
    const { balances } = await (await context.loadQueryClient()).fetchQuery(
      tokenBalancesQueryOptions(blockchain, { address, chainId, forceUpdate }),
    )
    memory.tokenBalanceFailedAt = undefined
    // The account or network may have changed while the balances loaded.
    if (stores.account.getState().accounts[namespace]?.caipAddress !== caipAddress) return
    const tokenBalance = filterTokenBalances(balances, chainId)
    cache.set(caipAddress, tokenBalance)
    showBalances(context, namespace, tokenBalance)
  } catch (cause) {
    memory.tokenBalanceFailedAt = Date.now()
    const error =
      cause instanceof TokenBalanceUnavailableError
        ? cause
        : new TokenBalanceUnavailableError({ cause })
    context.options.logger.warn('Portico: token balances unavailable', error)
    stores.toast.getState().showError(error)
  }
}
