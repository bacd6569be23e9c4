import type { Portico } from '@portico/core'
import { useEffect, useRef, useState } from 'react'

/** Typing pause before a search is sent; core then holds the answer for at least 300 ms. */
const DEBOUNCE_MS = 150

/**
 * What {@link useWalletSearch} returns.
 * @example
 * const { text, setText, searching }: WalletSearch = useWalletSearch(client)
 */
export type WalletSearch = {
  text: string
  setText: (text: string) => void
  /** True from the first keystroke until the latest search has landed in `stores.wallets.search`. */
  searching: boolean
}

/**
 * The AllWallets search box state: debounces typing, asks `portico.api.searchWallets` (100
 * entries, at least 300 ms, only the latest search lands) and reports when results are pending.
 * @example
 * const { text, setText, searching } = useWalletSearch(client)
 * <SearchInput value={text} onChange={setText} busy={searching} label="Search wallet" />
 */
export function useWalletSearch(client: Portico): WalletSearch {
  const [text, setText] = useState('')
  const [searching, setSearching] = useState(false)
  const latest = useRef(0)

  useEffect(() => {
    latest.current += 1
    const id = latest.current
    if (!text.trim()) {
      setSearching(false)
      void client.api.searchWallets('')
      return
    }
    setSearching(true)
    const timer = setTimeout(() => {
      void client.api.searchWallets(text).then(() => {
        if (latest.current === id) setSearching(false)
      })
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [client, text])

  return { text, setText, searching }
}
