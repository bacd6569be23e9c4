import type { SocialProvider } from '@portico/common'
import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { SocialMark } from '../../ui/SocialMark/SocialMark'
import { socialLoginCss } from './socialLoginCss'
import { socialProviderMark } from './socialProviderMark'
import { socialProviderName } from './socialProviderName'
import { splitSocials } from './splitSocials'
import { usePreloadSocialViews } from './usePreloadSocialViews'
import { useSocialSignIn } from './useSocialSignIn'

/**
 * The Connect view's social logins (spec §1 connect method 'social'), in the order of
 * `features.socials`: the first as one wide 'Continue with …' button, the next as a row of
 * icon buttons, and 'More' (the ConnectSocials view) when they do not all fit. The views they
 * open are fetched while the modal shows them.
 * @example
 * <SocialLoginButtons providers={['google', 'github']} />
 */
export function SocialLoginButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const client = usePorticoClient()
  const { t } = useT()
  const signIn = useSocialSignIn()
  usePreloadSocialViews(providers)
  const { wide, row, more } = splitSocials(providers)
  if (!wide) return null
  return (
    <fieldset className="portico-social-logins" aria-label={t('connect.social.label')}>
      <ShadowStyle css={socialLoginCss} />
      <SocialWideButton provider={wide} signIn={signIn} />
      {(row.length > 0 || more) && (
        <div className="portico-social-row">
          {row.map((provider) => (
            <button
              key={provider}
              type="button"
              className="portico-social-button portico-social-icon"
              onClick={() => signIn(provider)}
              title={socialProviderName(provider)}
              data-testid={`portico-social-${provider}`}
            >
              <SocialMark
                mark={socialProviderMark(provider)}
                src={client.api.catalogue.assetImageUrl(`social:${provider}`)}
              />
              {/* Named by hidden text, not aria-label, so the visible mark never contradicts it. */}
              <span className="portico-sr-only">
                {t('connect.social.continueWith', { provider: socialProviderName(provider) })}
              </span>
            </button>
          ))}
          {more && (
            <button
              type="button"
              className="portico-social-button portico-social-icon"
              onClick={() => client.push({ view: 'ConnectSocials' })}
              title={t('connect.social.more')}
              data-testid="portico-social-more"
            >
              <Icon name="grid" size={20} />
              <span className="portico-sr-only">{t('connect.social.moreLabel')}</span>
            </button>
          )}
        </div>
      )}
    </fieldset>
  )
}

/**
 * One social login as a full-width 'Continue with …' button.
 * @example
 * <SocialWideButton provider="google" signIn={useSocialSignIn()} />
 */
export function SocialWideButton({
  provider,
  signIn,
}: {
  provider: SocialProvider
  signIn: (provider: SocialProvider) => void
}) {
  const client = usePorticoClient()
  const { t } = useT()
  const name = socialProviderName(provider)
  return (
    <button
      type="button"
      className="portico-social-button portico-social-wide"
      onClick={() => signIn(provider)}
      data-testid={`portico-social-${provider}`}
    >
      <SocialMark
        mark={socialProviderMark(provider)}
        src={client.api.catalogue.assetImageUrl(`social:${provider}`)}
      />
      <span>{t('connect.social.continueWith', { provider: name })}</span>
    </button>
  )
}
