import type { ConnectedWalletInfo } from '@portico/core'
import { usePorticoClient } from '../../hooks/clientHooks'
import { MailMark } from '../../ui/MailMark/MailMark'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { SocialMark } from '../../ui/SocialMark/SocialMark'
import { socialMarkCss } from '../../ui/SocialMark/socialMarkCss'
import { WalletImage } from '../../ui/WalletImage/WalletImage'
import { socialProviderMark } from '../Connect/socialProviderMark'
import { useEmbeddedUser } from './useEmbeddedUser'

// The email login's envelope, in a tile like a wallet icon's.
const emailMarkCss = `
.portico-account-email-mark {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: var(--portico-radius-sm);
  background: var(--portico-accent-fill);
  color: #fff;
}
`

/**
 * The badge on the Account view's avatar: the connected wallet's icon, or for the embedded
 * wallet the way the visitor logged in — the social provider's logo, or an envelope for an email
 * login — rather than the connector's initial, the same 'E' for every embedded login.
 * @example
 * <AccountWalletBadge walletInfo={account.walletInfo} />
 */
export function AccountWalletBadge({ walletInfo }: { walletInfo: ConnectedWalletInfo }) {
  const client = usePorticoClient()
  const provider = useEmbeddedUser((user) => user?.authProvider)
  if (walletInfo.type !== 'AUTH')
    return <WalletImage name={walletInfo.name} src={walletInfo.icon} size={24} />
  if (provider && provider !== 'email')
    return (
      <>
        <ShadowStyle css={socialMarkCss} />
        <SocialMark
          mark={socialProviderMark(provider)}
          src={client.api.catalogue.assetImageUrl(`social:${provider}`)}
          size={24}
        />
      </>
    )
  return (
    <span className="portico-account-email-mark" data-testid="portico-account-email-mark">
      <ShadowStyle css={emailMarkCss} />
      <MailMark size={16} strokeWidth={2} />
    </span>
  )
}
