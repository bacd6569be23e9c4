import { getErrorMessage } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePorticoClient } from '../../../hooks/clientHooks'
import { useEmbeddedWallet } from '../../../hooks/useEmbeddedWallet'
import { translateCoreMessage } from '../../../i18n/translateCoreMessage'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { QrCode } from '../../../ui/QrCode/QrCode'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { CONNECT_LINK_WORDS } from '../../ConnectingWalletConnect/connectLinkWords'
import { CopyLinkButton } from '../../CopyLinkButton'
import { LazyEmbeddedWalletRecoveryView } from '../EmbeddedWalletRecovery/LazyEmbeddedWalletRecoveryView'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { recoveryModeAfterLogin } from '../recoveryModeAfterLogin'
import { connectingFarcasterCss } from './connectingFarcasterCss'

type SignIn =
  | { status: 'loading' }
  | { status: 'waiting'; url: string }
  | { status: 'error'; message: string; url?: string }

/**
 * The ConnectingFarcaster view (spec §2): Sign In With Farcaster through the embedded wallet.
 * It asks the frame for a sign-in link (kept as `farcasterUrl` in the account state), shows
 * it as a QR code to scan with a Farcaster app, a link to open on this device and a copy
 * button, and waits until the app has signed; then the AUTH connector connects (a new device of
 * an account protected by a recovery password goes to EmbeddedWalletRecovery first to unlock it,
 * a new account to protect it). An expired
 * link or a failure shows why and 'Try again' starts a new sign-in. Leaving stops the wait.
 * @example
 * client.push({ view: 'ConnectingFarcaster' })
 */
export default function ConnectingFarcasterView() {
  const client = usePorticoClient()
  const wallet = useEmbeddedWallet()
  const { t } = useT()
  const [signIn, setSignIn] = useState<SignIn>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // Where a new device or a new account goes on to, fetched while the visitor scans.
  useEffect(() => {
    void LazyEmbeddedWalletRecoveryView.preload().catch(() => undefined)
  }, [])

  // `attempt` starts a new sign-in after 'Try again'.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!wallet) return
    const controller = new AbortController()
    const account = client.stores.account.getState()
    const run = async () => {
      const url = await wallet.getFarcasterUrl()
      if (controller.signal.aborted) return
      account.setAccount('eip155', { farcasterUrl: url })
      setSignIn({ status: 'waiting', url })
      try {
        await wallet.connectFarcaster(controller.signal)
        if (!controller.signal.aborted) await client.connect({ connectorId: wallet.connectorId })
      } catch (cause) {
        if (controller.signal.aborted) return
        // Signed in, but the key waits for the wallet's recovery password or passkey (a new
        // device), or for the visitor to protect a new account.
        const mode = recoveryModeAfterLogin(cause)
        if (mode) client.push({ view: 'EmbeddedWalletRecovery', mode })
        else setSignIn({ status: 'error', message: getErrorMessage(cause), url })
      }
    }
    setSignIn({ status: 'loading' })
    run().catch((cause: unknown) => {
      if (!controller.signal.aborted)
        setSignIn({ status: 'error', message: getErrorMessage(cause) })
    })
    return () => controller.abort()
  }, [client, wallet, attempt])

  const url = signIn.status === 'waiting' ? signIn.url : undefined

  return (
    <div className="portico-view portico-ew" data-testid="portico-view-ConnectingFarcaster">
      <ShadowStyle css={embeddedWalletViewsCss} />
      <ShadowStyle css={connectingFarcasterCss} />
      <div className="portico-fc-qr">
        {url ? (
          <QrCode
            value={url}
            label={t('connect.farcaster.qrLabel')}
            testId="portico-farcaster-qr"
          />
        ) : signIn.status === 'loading' ? (
          <Spinner size={24} label={t('connect.farcaster.loading')} />
        ) : null}
      </div>
      <p className="portico-ew-text">{t('connect.farcaster.scan')}</p>
      <div aria-live="polite">
        {signIn.status === 'error' ? (
          <p className="portico-field-error" role="alert" data-testid="portico-farcaster-error">
            {translateCoreMessage(signIn.message, t)}
          </p>
        ) : (
          signIn.status === 'waiting' && (
            <span className="portico-ew-waiting" data-testid="portico-farcaster-waiting">
              <Spinner size={16} />
              {t('connect.connecting.waitingFor', { wallet: 'Farcaster' })}
            </span>
          )
        )}
      </div>
      {url && (
        <div className="portico-fc-actions">
          <a className="portico-fc-link" href={url} data-testid="portico-farcaster-open">
            {t('connect.farcaster.open')}
          </a>
          <CopyLinkButton link={url} words={CONNECT_LINK_WORDS} testId="portico-farcaster-copy" />
        </div>
      )}
      {signIn.status === 'error' && (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => setAttempt((n) => n + 1)}
          data-testid="portico-farcaster-retry"
        >
          {t('connect.connecting.tryAgain')}
        </Button>
      )}
    </div>
  )
}
