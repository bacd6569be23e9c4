import type { SocialProvider } from '@portico/common'
import { useEffect } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { LazyConnectingFarcasterView } from '../embedded/ConnectingFarcaster/LazyConnectingFarcasterView'
import { LazyConnectingSocialView } from '../embedded/ConnectingSocial/LazyConnectingSocialView'

/**
 * Fetches the views a click on these social logins opens (ConnectingSocial for the pop-up
 * ones, ConnectingFarcaster for Farcaster) once the modal shows them, so the click opens its
 * view at once: a view whose chunk is still on its way shows a spinner first, for about 300 ms
 * however quickly the chunk then comes. Not while the closed modal is only pre-rendered.
 * @example
 * usePreloadSocialViews(['google', 'farcaster'])
 */
export function usePreloadSocialViews(providers: readonly SocialProvider[]): void {
  const client = usePorticoClient()
  const open = useStoreValue(client.stores.modal, (s) => s.open)
  const popup = providers.some((provider) => provider !== 'farcaster')
  const farcaster = providers.includes('farcaster')
  useEffect(() => {
    if (!open) return
    if (popup) void LazyConnectingSocialView.preload().catch(() => undefined)
    if (farcaster) void LazyConnectingFarcasterView.preload().catch(() => undefined)
  }, [open, popup, farcaster])
}
