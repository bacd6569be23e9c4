import { usePorticoClient } from '../../hooks/clientHooks'
import type { MessageKey } from '../../i18n/messages/en'
import { useT } from '../../i18n/useT'
import { Button } from '../../ui/Button/Button'
import { Icon, type IconName } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { whatIsAWalletCss } from './whatIsAWalletCss'

/** Where "Learn more" leads: a vendor-neutral introduction to wallets. */
const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

const POINTS: readonly { icon: IconName; title: MessageKey; text: MessageKey }[] = [
  { icon: 'wallet', title: 'connect.help.homeTitle', text: 'connect.help.homeText' },
  { icon: 'check', title: 'connect.help.signInTitle', text: 'connect.help.signInText' },
  { icon: 'network', title: 'connect.help.yoursTitle', text: 'connect.help.yoursText' },
]

/**
 * Help for visitors who have never used a wallet: what one is in three short points, a way to
 * get one (the wallet list, whose wallets link to their stores) and a link to learn more.
 * Reached from Connect.
 * @example
 * client.push({ view: 'WhatIsAWallet' })
 */
export function WhatIsAWalletView() {
  const client = usePorticoClient()
  const { t } = useT()
  return (
    <div className="portico-view portico-help" data-testid="portico-view-WhatIsAWallet">
      <ShadowStyle css={whatIsAWalletCss} />
      <ul className="portico-help-points">
        {POINTS.map((point) => (
          <li key={point.title} className="portico-help-point">
            <span className="portico-help-icon" aria-hidden="true">
              <Icon name={point.icon} size={20} />
            </span>
            <span>
              <span className="portico-help-title">{t(point.title)}</span>
              <span className="portico-help-text">{t(point.text)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="portico-help-actions">
        <Button
          variant="primary"
          fullWidth
          onClick={() => client.push({ view: 'AllWallets' })}
          data-testid="portico-get-a-wallet"
        >
          {t('connect.help.getWallet')}
        </Button>
        <a
          className="portico-button"
          data-variant="ghost"
          data-full=""
          href={LEARN_MORE_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="portico-button-label">{t('connect.help.learnMore')}</span>
          <Icon name="external" size={16} />
        </a>
      </div>
    </div>
  )
}
