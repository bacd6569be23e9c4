import type { ChainNamespace } from '@portico/common'
import type { Portico } from '@portico/core'
import { activeNamespace } from './activeNamespace'

/**
 * What `fetchBalance` resolves, in AppKit's shape: the native balance of the active account
 * (whole units as a decimal string, and the currency's symbol), or why there is none.
 * @example
 * const { data, isSuccess }: AppKitBalanceResult = await fetchBalance()
 */
export type AppKitBalanceResult =
  | {
      data: { balance: string; symbol: string }
      error: null
      isSuccess: true
      isError: false
    }
  | { data: undefined; error: string; isSuccess: false; isError: true }

const failed = (error: string): AppKitBalanceResult => ({
  data: undefined,
  error,
  isSuccess: false,
  isError: true,
})

/**
 * Fetches the native balance of the connected account of `namespace` (default: the active one)
 * from its wallet adapter, bypassing the cache, and puts it into Portico's account store (the
 * account button shows it too). Never throws: a failure is the result's `error`.
 * @example
 * const { data } = await fetchBalance(appKit.portico)
 * data?.balance // '1.5'
 */
export async function fetchBalance(
  portico: Portico,
  namespace?: ChainNamespace,
): Promise<AppKitBalanceResult> {
  const ns = activeNamespace(portico, namespace)
  if (!portico.stores.account.getState().accounts[ns]?.address) {
    return failed('Not able to retrieve balance')
  }
  try {
    await portico.refreshBalance(ns)
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
  const { balance, balanceSymbol } = portico.stores.account.getState().accounts[ns] ?? {}
  if (balance === undefined || balanceSymbol === undefined) return failed('No balance found')
  return {
    data: { balance, symbol: balanceSymbol },
    error: null,
    isSuccess: true,
    isError: false,
  }
}
