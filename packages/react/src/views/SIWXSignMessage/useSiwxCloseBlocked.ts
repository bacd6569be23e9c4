import { isSignInView } from '@portico/core'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'

/**
 * Whether the modal's close button must go (spec §4): on the sign-in view while SIWX is
 * required and the account has no session. `client.close()` refuses then anyway; hiding the
 * button says so before a click.
 * @example
 * const blocked = useSiwxCloseBlocked()
 * <Header onClose={blocked ? undefined : close} />
 */
export function useSiwxCloseBlocked(): boolean {
  const client = usePorticoClient()
  const onSignIn = useStoreValue(client.stores.router, (s) => isSignInView(s.view.view))
  const hasSession = useStoreValue(client.stores.siwx, (s) => s.session !== undefined)
  return onSignIn && !hasSession && (client.options.siwx?.getRequired?.() ?? false)
}
