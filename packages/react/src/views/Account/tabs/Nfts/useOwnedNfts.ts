import type { CaipNetworkId } from '@portico/common'
import type { Nft } from '@portico/common/schemas/api'
import { nftsPageQueryOptions, type Portico } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'

/**
 * What {@link useOwnedNfts} returns.
 * @example
 * const { nfts, next, loading, failed, loadMore, retry }: OwnedNfts = useOwnedNfts(client, address, chainId)
 */
export type OwnedNfts = {
  /** The pages loaded so far, in the gateway's order. */
  nfts: Nft[]
  /** Whether the gateway has another page. */
  hasMore: boolean
  loading: boolean
  /** The last page load failed. */
  failed: boolean
  /** Loads the page after the last one (no-op while loading or at the end). */
  loadMore: () => void
  /** Starts again from the first page. */
  retry: () => void
}

type State = {
  /** Which account, network and attempt these pages belong to. */
  key: string
  nfts: Nft[]
  next: string | null
  loading: boolean
  failed: boolean
}

/**
 * The NFTs an account holds on one network, page by page through the instance's query client
 * (each page cached for 30 s, so switching tabs back and forth asks the gateway once). Starts
 * from the first page when the account or network changes.
 * @example
 * const { nfts, hasMore, loadMore } = useOwnedNfts(client, address, caipNetworkId)
 */
export function useOwnedNfts(
  client: Portico,
  address: string | undefined,
  chainId: CaipNetworkId | undefined,
): OwnedNfts {
  const [attempt, setAttempt] = useState(0)
  const key = `${chainId}|${address}|${attempt}`
  const [state, setState] = useState<State>({
    key,
    nfts: [],
    next: null,
    loading: false,
    failed: false,
  })
  // The page to load, tied to its key: a new account or network starts from the first page.
  const [request, setRequest] = useState<{ key: string; cursor: string | undefined }>({
    key,
    cursor: undefined,
  })
  const cursor = request.key === key ? request.cursor : undefined
  const shown: State =
    state.key === key ? state : { key, nfts: [], next: null, loading: false, failed: false }

  useEffect(() => {
    if (!address || !chainId) return
    let current = true
    setState((s) => ({
      ...(s.key === key ? s : { ...s, nfts: [], next: null }),
      key,
      loading: true,
      failed: false,
    }))
    const load = async () => {
      try {
        const queryClient = await client.getQueryClient()
        const page = await queryClient.fetchQuery(
          nftsPageQueryOptions(client.api.blockchain, { address, chainId, cursor }),
        )
        if (!current) return
        setState((s) => ({
          key,
          nfts: cursor ? [...s.nfts, ...page.data] : page.data,
          next: page.next || null,
          loading: false,
          failed: false,
        }))
      } catch (error) {
        client.options.logger.warn('Portico: NFTs not loaded', error)
        if (current) setState((s) => ({ ...s, key, loading: false, failed: true }))
      }
    }
    void load()
    return () => {
      current = false
    }
  }, [client, address, chainId, key, cursor])

  const next = shown.next
  const loadMore = useCallback(() => {
    if (!shown.loading && next) setRequest({ key, cursor: next })
  }, [shown.loading, next, key])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {
    nfts: shown.nfts,
    hasMore: shown.next !== null,
    loading: shown.loading,
    failed: shown.failed,
    loadMore,
    retry,
  }
}
