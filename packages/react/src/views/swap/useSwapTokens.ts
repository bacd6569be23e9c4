import type { BaseError } from '@portico/common'
import type { SwapClient, SwapToken } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useNetwork } from '../../hooks/useNetwork'

/**
 * The active network's swappable tokens with balances and prices; read again whenever the
 * account's balances change (after a swap core refreshes them). `retry` asks again after a
 * failure.
 * @example
 * const { tokens, error, retry } = useSwapTokens(swap)
 */
export function useSwapTokens(swap: SwapClient | undefined): {
  tokens: SwapToken[] | undefined
  error: BaseError | undefined
  retry: () => void
} {
  const client = usePorticoClient()
  const { caipNetwork } = useNetwork()
  const chainId = caipNetwork?.caipNetworkId
  const balances = useStoreValue(client.stores.account, (s) => s.accounts.eip155?.tokenBalance)
  const [state, setState] = useState<{ tokens?: SwapToken[]; error?: BaseError }>({})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => void client.api.fetchTokenBalances(), [client])
  useEffect(() => {
    if (!swap || !chainId) return
    let current = true
    // `balances` and `attempt` are read so that a refresh or a retry lists the tokens again.
    void balances
    void attempt
    swap.getTokens(chainId).then(
      (tokens) => current && setState({ tokens }),
      (error: BaseError) => current && setState((s) => ({ ...s, error })),
    )
    return () => {
      current = false
    }
  }, [swap, chainId, balances, attempt])
  return { tokens: state.tokens, error: state.error, retry: () => setAttempt((n) => n + 1) }
}
