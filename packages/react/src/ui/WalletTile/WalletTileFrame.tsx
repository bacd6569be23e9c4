import type { ReactNode } from 'react'
import { useT } from '../../i18n/useT'
import { breakableName } from './breakableName'

/**
 * What every wallet tile is around its icon: the button, a green dot on the icon when the
 * browser has the wallet installed (said to screen readers too), and the name underneath on up to
 * two lines, wrapped between words.
 * @example
 * <WalletTileFrame name="Rabby" image={<WalletImage name="Rabby" src={icon} size={56} />} onClick={connect} />
 */
export function WalletTileFrame({
  name,
  image,
  installed = false,
  onClick,
  testId,
  className = 'portico-wallet-tile',
}: {
  name: string
  image: ReactNode
  installed?: boolean | undefined
  onClick: () => void
  testId?: string | undefined
  className?: string
}) {
  const { t } = useT()
  return (
    <button type="button" className={className} onClick={onClick} data-testid={testId}>
      <span className="portico-wallet-tile-image">
        {image}
        {/* A dot on the icon: a text tag took the name's second line. */}
        {installed && (
          <span className="portico-wallet-tile-dot" title={t('connect.wallets.installed')} />
        )}
      </span>
      <span className="portico-wallet-tile-name">{breakableName(name)}</span>
      {installed && <span className="portico-sr-only">{t('connect.wallets.installed')}</span>}
    </button>
  )
}
