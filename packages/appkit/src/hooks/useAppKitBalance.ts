import { useMemo } from 'react'
import { getCurrentAppKit } from '../internal/currentAppKit'
import { type AppKitBalanceResult, fetchBalance } from '../state/fetchBalance'

/**
 * What {@link useAppKitBalance} returns.
 * @example
 * const { fetchBalance }: UseAppKitBalanceReturn = useAppKitBalance()
 */
export type UseAppKitBalanceReturn = {
  /** Fetch the active account's native balance now (not from the cache); never throws. */
  fetchBalance(): Promise<AppKitBalanceResult>
}

/**
 * The native balance of the connected account, on demand, from its wallet adapter.
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data, error } = await fetchBalance()
 * // data: { balance: '1.5', symbol: 'ETH' }
 */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  const appKit = getCurrentAppKit()
  return useMemo(() => ({ fetchBalance: () => fetchBalance(appKit.portico) }), [appKit])
}
