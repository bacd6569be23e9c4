import type { SocialProvider } from '@portico/common'
import { useT } from '../../../i18n/useT'
import { Button } from '../../../ui/Button/Button'
import { Icon } from '../../../ui/Icon/Icon'
import { ShadowStyle } from '../../../ui/ShadowStyle/ShadowStyle'
import { Spinner } from '../../../ui/Spinner/Spinner'
import { socialProviderName } from '../../Connect/socialProviderName'
import { useSocialSignIn } from '../../Connect/useSocialSignIn'
import { embeddedWalletViewsCss } from '../embeddedWalletViewsCss'
import { type SocialLoginStep, SocialLoginSteps } from './SocialLoginSteps'

/**
 * The ConnectingSocial view: the visitor signs in with `provider` in the pop-up window; the
 * modal connects (and closes) once the provider answers. While it waits it says the login's
 * `step`: opening the provider, waiting for the visitor there, then signing in to the wallet. A blocked or closed pop-up, a cancel or
 * a refused login shows `error` with Try again, which opens a new pop-up from its click.
 * @example
 * client.push({ view: 'ConnectingSocial', provider: 'github' })
 */
export default function ConnectingSocialView({
  provider,
  error,
  step = 'signingIn',
}: {
  provider: SocialProvider
  error?: string | undefined
  step?: SocialLoginStep | undefined
}) {
  const name = socialProviderName(provider)
  const signIn = useSocialSignIn()
  const { t, rich } = useT()
  if (error) {
    return (
      <div className="portico-view portico-ew" data-testid="portico-view-ConnectingSocial">
        <ShadowStyle css={embeddedWalletViewsCss} />
        <p className="portico-ew-text" role="alert" data-testid="portico-social-error">
          {error}
        </p>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => signIn(provider)}
          leading={<Icon name="retry" size={16} />}
          data-testid="portico-social-retry"
        >
          {t('connect.connecting.tryAgain')}
        </Button>
      </div>
    )
  }
  return (
    <div className="portico-view portico-ew" data-testid="portico-view-ConnectingSocial">
      <ShadowStyle css={embeddedWalletViewsCss} />
      {/* Once the provider answered, the pop-up has closed: nothing is left to do there. */}
      {step !== 'connecting' && (
        <p className="portico-ew-text" data-testid="portico-social-in-popup">
          {rich('connect.social.inPopup', {
            provider: name,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      )}
      <SocialLoginSteps step={step} />
      <span className="portico-ew-waiting" aria-live="polite" data-testid="portico-social-step">
        <Spinner size={16} />
        {step === 'opening'
          ? t('connect.connecting.opening', { wallet: name })
          : step === 'connecting'
            ? t('connect.connecting.signingIn')
            : t('connect.connecting.waitingFor', { wallet: name })}
      </span>
    </div>
  )
}
