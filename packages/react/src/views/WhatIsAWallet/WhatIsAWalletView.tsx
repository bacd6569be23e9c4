import { usePorticoClient } from '../../hooks/usePorticoClient'
import { Button } from '../../ui/Button/Button'
import { Icon, type IconName } from '../../ui/Icon/Icon'
import { ShadowStyle } from '../../ui/ShadowStyle/ShadowStyle'
import { whatIsAWalletCss } from './whatIsAWalletCss'

/** Where "Learn more" leads: a vendor-neutral introduction to wallets. */
const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/'

const POINTS: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'wallet',
    title: 'A home for your digital assets',
    text: 'A wallet holds your crypto and collectibles, and lets you send and receive them.',
  },
  {
    icon: 'check',
    title: 'A new way to sign in',
    text: 'Instead of a new account and password for every site, connect your wallet.',
  },
  {
    icon: 'network',
    title: 'Yours alone',
    text: 'Nothing moves without your approval: you confirm every request in your wallet.',
  },
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
              <span className="portico-help-title">{point.title}</span>
              <span className="portico-help-text">{point.text}</span>
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
          Get a wallet
        </Button>
        <a
          className="portico-button"
          data-variant="ghost"
          data-full=""
          href={LEARN_MORE_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          <span className="portico-button-label">Learn more about wallets</span>
          <Icon name="external" size={16} />
        </a>
      </div>
    </div>
  )
}
