import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { SocialWideButton } from '../Connect/SocialLoginButtons'
import { socialLoginCss } from '../Connect/socialLoginCss'
import { useSocialSignIn } from '../Connect/useSocialSignIn'

/**
 * The ConnectSocials view: every social login of `features.socials`, in its order, one
 * 'Continue with …' button each — where the Connect view's 'More' leads.
 * @example
 * client.push({ view: 'ConnectSocials' })
 */
export default function ConnectSocialsView() {
  const client = usePorticoClient()
  const socials = useStoreValue(client.stores.options, (s) => s.options.features.socials)
  const signIn = useSocialSignIn()
  const { t } = useT()
  return (
    <div className="portico-view" data-testid="portico-view-ConnectSocials">
      <ShadowStyle css={socialLoginCss} />
      <ul className="portico-social-list" aria-label={t('connect.social.label')}>
        {(socials || []).map((provider) => (
          <li key={provider}>
            <SocialWideButton provider={provider} signIn={signIn} />
          </li>
        ))}
      </ul>
    </div>
  )
}
