import type { EmbeddedWallet } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from './clientHooks'

/**
 * The client's embedded wallet, loaded on first use (its code and its secure frame); undefined
 * while loading and when the app has none. A failed load shows its error toast.
 * @example
 * const wallet = useEmbeddedWallet()
 * await wallet?.connectEmail(email)
 */
export function useEmbeddedWallet(): EmbeddedWallet | undefined {
  const client = usePorticoClient()
  const [wallet, setWallet] = useState<EmbeddedWallet | undefined>(undefined)
  useEffect(() => {
    let live = true
    client.loadEmbeddedWallet().then(
      (loaded) => {
        if (live) setWallet(loaded)
      },
      (error: unknown) => client.stores.toast.getState().showError(error),
    )
    return () => {
      live = false
    }
  }, [client])
  return wallet
}
