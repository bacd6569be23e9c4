import {
  filterTokenBalances,
  TOKEN_BALANCE_RETRY_GUARD_MS,
  TokenBalanceUnavailableError,
} from '@portico/common'
import type { ApiContext } from './ApiContext'
import { tokenBalancesQueryOptions } from './tokenBalancesQueryOptions'

/**
 * Load the active account's balances through the gateway into the account store (spec §3, §5,
 * §8): `tokenBalance` holds the active network's tokens without those of decimals '0', and the
 * native entry sets `balance` / `balanceSymbol`. A network the gateway does not index sets
 * `notIndexed` (the view says balances aren't available there; no toast, nothing failed). A
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
    const { balances } = await (await context.loadQueryClient()).fetchQuery(
      tokenBalancesQueryOptions(blockchain, { address, chainId, forceUpdate }),
    )
    memory.tokenBalanceFailedAt = undefined
    // The account or network may have changed while the balances loaded.
    if (stores.account.getState().accounts[namespace]?.caipAddress !== caipAddress) return
    const tokenBalance = filterTokenBalances(balances, chainId)
    const native = tokenBalance.find((token) => token.address === undefined)
    stores.account.getState().setAccount(namespace, {
      tokenBalance,
      notIndexed: false,
      ...(native && {
        balance: native.quantity.numeric,
        balanceSymbol: native.symbol,
        balanceUnavailable: false,
      }),
    })
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
