import { AuthConnectorNotFoundError, type SocialProvider } from '@portico/common'
import { getErrorMessage } from '@portico/core'
import { useCallback } from 'react'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../hooks/useEmbeddedWallet'
import { useT } from '../../i18n/useT'
import { LazyEmailVerifyDeviceView } from '../embedded/EmailVerifyDevice/LazyEmailVerifyDeviceView'
import { LazyEmbeddedWalletRecoveryView } from '../embedded/EmbeddedWalletRecovery/LazyEmbeddedWalletRecoveryView'
import { recoveryModeAfterLogin } from '../embedded/recoveryModeAfterLogin'
import { socialProviderName } from './socialProviderName'

const POPUP_FEATURES = 'popup,width=480,height=640'
// The embedded wallet's SocialDeviceApprovalError (an optional peer: known by its shape).
const approvalEmailOf = (error: unknown): string | undefined =>
  error instanceof Error &&
  error.name === 'SocialDeviceApprovalError' &&
  'email' in error &&
  typeof error.email === 'string'
    ? error.email
    : undefined

/**
 * Starts a social login from a click: the pop-up opens in the click itself (one opened after an
 * await is blocked), ConnectingSocial shows while the visitor signs in, and the embedded wallet
 * connects. A blocked or closed pop-up, a cancel at the provider or a refused login lands in
 * ConnectingSocial with the sentence and Try again, which calls this again. While it waits,
 * ConnectingSocial says which step the login is at (opening the provider, signing in there,
 * signing in to the wallet). A new device of an
 * account whose key another device holds goes on to EmailVerifyDevice (mailbox approval, code);
 * one of an account protected by a recovery password to EmbeddedWalletRecovery to unlock it, and
 * a new account there to protect it. Farcaster has no
 * pop-up: it opens ConnectingFarcaster. Ready from the first click: a click while the embedded
 * wallet still loads opens the pop-up at once and signs in when the wallet is there (the
 * buttons are never greyed out while it loads).
 * @example
 * const signIn = useSocialSignIn()
 * <button onClick={() => signIn('github')}>GitHub</button>
 */
export function useSocialSignIn(): (provider: SocialProvider) => void {
  const client = usePorticoClient()
  // Starts loading the wallet with the view, so a click rarely waits for it.
  const loaded = useEmbeddedWallet()
  const { t } = useT()
  return useCallback(
    (provider: SocialProvider) => {
      if (provider === 'farcaster') {
        client.push({ view: 'ConnectingFarcaster' })
        return
      }
      // A retry from ConnectingSocial replaces it, so Back still leads to Connect.
      const show = (error?: string) => {
        const view = {
          view: 'ConnectingSocial' as const,
          provider,
          ...(error ? { error } : { step: 'opening' as const }),
        }
        if (client.stores.router.getState().view.view === 'ConnectingSocial') client.replace(view)
        else client.push(view)
      }
      // Whether the visitor still waits on this login in ConnectingSocial.
      const waiting = () => {
        const { view } = client.stores.router.getState()
        return view.view === 'ConnectingSocial' && view.provider === provider && !view.error
      }
      const popup = window.open('', 'portico-social', POPUP_FEATURES)
      if (!popup) {
        show(t('connect.social.popupBlocked', { provider: socialProviderName(provider) }))
        return
      }
      show()
      // The views a login on a new device goes on to, fetched while the visitor is in the pop-up.
      void LazyEmbeddedWalletRecoveryView.preload().catch(() => undefined)
      void LazyEmailVerifyDeviceView.preload().catch(() => undefined)
      void (async () => {
        try {
          const wallet = loaded ?? (await client.loadEmbeddedWallet())
          if (!wallet) throw new AuthConnectorNotFoundError()
          await wallet.connectSocial(provider, popup, (step) => {
            if (waiting()) client.replace({ view: 'ConnectingSocial', provider, step })
          })
          await client.connect({ connectorId: wallet.connectorId })
        } catch (error) {
          // In the view while the visitor still waits on this login; a toast if they went elsewhere.
          const stillWaiting = waiting()
          // The account's key is on another device: approve this one from the mailbox, then the
          // code, exactly as an email login on a new device goes on.
          const approvalEmail = approvalEmailOf(error)
          const recoveryMode = recoveryModeAfterLogin(error)
          if (approvalEmail !== undefined && stillWaiting)
            client.replace({ view: 'EmailVerifyDevice', email: approvalEmail })
          // Signed in, but the key waits for the wallet's recovery password or passkey (a new
          // device), or for the visitor to protect a new account (the waiting view is
          // replaced, so Back still leads to Connect).
          else if (recoveryMode && stillWaiting)
            client.replace({ view: 'EmbeddedWalletRecovery', mode: recoveryMode })
          else if (stillWaiting) show(getErrorMessage(error))
          else client.stores.toast.getState().showError(error)
        }
      })()
    },
    [client, loaded, t],
  )
}
