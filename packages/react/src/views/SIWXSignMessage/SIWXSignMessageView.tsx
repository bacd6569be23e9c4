import { usePorticoClient } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useT } from '../../i18n/useT'
import { Avatar } from '../../ui/Avatar/Avatar'
import { Button } from '../../ui/Button/Button'
import { Icon } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { describeSiwxError } from './describeSiwxError'
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
  const { t, rich } = useT()
  const { status, error, errorCode, required, cancelling, sign, cancel } = useSiwxSignIn()
  const appName = client.options.metadata?.name || t('siwx.defaultAppName')
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
          {rich('siwx.title', {
            app: appName,
            nowrap: (chunks) => <span className="portico-siwx-nowrap">{chunks}</span>,
          })}
        </p>
        <p className="portico-siwx-subtitle">
          {signing ? t('siwx.subtitleSigning') : t('siwx.subtitle')}
        </p>
      </div>
      <div className="portico-siwx-status" aria-live="polite">
        {failed && error && (
          <p className="portico-siwx-error" role="alert" data-testid="portico-siwx-error">
            <Icon name="alert" size={16} />
            {describeSiwxError({ code: errorCode, message: error }, t)}
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
          {t('siwx.cancel')}
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
          {signing ? t('siwx.signing') : failed ? t('siwx.retry') : t('siwx.sign')}
        </Button>
      </div>
      {required && (
        <p className="portico-siwx-required" data-testid="portico-siwx-required">
          {t('siwx.required', { app: appName })}
        </p>
      )}
    </div>
  )
}
