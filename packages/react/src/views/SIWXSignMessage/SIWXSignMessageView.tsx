import { useAccount } from '../../hooks/useAccount'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Avatar } from '../../ui/Avatar/Avatar'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { siwxSignMessageCss } from './siwxSignMessageCss'
import { useSiwxSignIn } from './useSiwxSignIn'

/**
 * The SIWXSignMessage view (spec §4): the app's icon beside the account's avatar, why a
 * signature is asked, Sign (busy while the wallet signs) and Cancel — which stays usable while
 * the wallet is asked, as a wallet that never answers must not trap the user. A failure shows its short
 * message and Sign becomes Try again. While sign-in is required the header has no close button
 * and the view says why. Its own lazy chunk: it loads only when an app configures SIWX.
 * @example
 * client.open({ view: { view: 'SIWXSignMessage' } })
 */
export function SIWXSignMessageView() {
  const client = usePorticoClient()
  const account = useAccount()
  const { status, error, required, cancelling, sign, cancel } = useSiwxSignIn()
  const appName = client.options.metadata?.name || 'This app'
  const appIcon = client.options.metadata?.icons?.[0]
  const signing = status === 'signing'
  const failed = status === 'error'
  return (
    <div className="portico-view portico-siwx" data-testid="portico-view-SIWXSignMessage">
      <ShadowStyle css={siwxSignMessageCss} />
      <div className="portico-siwx-visual" data-state={status}>
        <span className="portico-siwx-app">
          <WalletImage name={appName} src={appIcon} size={64} />
        </span>
        <span className="portico-siwx-account">
          {account.address && <Avatar address={account.address} size={64} />}
          {account.walletInfo && (
            <span className="portico-siwx-wallet" title={account.walletInfo.name}>
              <WalletImage name={account.walletInfo.name} src={account.walletInfo.icon} size={22} />
            </span>
          )}
        </span>
      </div>
      <div className="portico-siwx-text">
        <p className="portico-siwx-title" data-testid="portico-siwx-title">
          {appName} wants you to <span className="portico-siwx-nowrap">sign in</span> to prove you
          own this wallet
        </p>
        <p className="portico-siwx-subtitle">
          {signing
            ? 'Approve the sign-in request in your wallet.'
            : 'Signing is free and sends no transaction.'}
        </p>
      </div>
      <div className="portico-siwx-status" aria-live="polite">
        {failed && error && (
          <p className="portico-siwx-error" role="alert" data-testid="portico-siwx-error">
            <Icon name="alert" size={16} />
            {error}
          </p>
        )}
      </div>
      <div className="portico-siwx-actions">
        <Button
          variant="secondary"
          size="lg"
          fullWidth
          loading={cancelling}
          onClick={cancel}
          data-testid="portico-siwx-cancel"
        >
          Cancel
        </Button>
        <Button
          variant="primary"
          size="lg"
          fullWidth
          loading={signing}
          disabled={cancelling}
          onClick={sign}
          data-testid="portico-siwx-sign"
        >
          {signing ? 'Signing…' : failed ? 'Try again' : 'Sign'}
        </Button>
      </div>
      {required && (
        <p className="portico-siwx-required" data-testid="portico-siwx-required">
          {appName} requires signing in. Cancelling disconnects your wallet.
        </p>
      )}
    </div>
  )
}
