import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { Icon } from '../../ui/Icon/Icon'
import { StrokeIcon } from '../../ui/Icon/StrokeIcon'
import { LazyEmbeddedWalletSecurityView } from '../embedded/EmbeddedWalletSecurity/LazyEmbeddedWalletSecurityView'
import { useEmbeddedUser } from './useEmbeddedUser'

/**
 * The Account view's way to the embedded wallet's security controls (EmbeddedWalletSecurity:
 * protect recovery, export the key, remove this device, sign out everywhere): shown while the
 * connection is the embedded wallet's (its user is known), nothing for other wallets. The
 * view's chunk is fetched when the row is pointed at.
 * @example
 * <SecurityRow />
 */
export function SecurityRow() {
  const client = usePorticoClient()
  const { t } = useT()
  const embedded = useEmbeddedUser((user) => user !== undefined)
  if (!embedded) return null
  return (
    <button
      type="button"
      className="portico-row-button"
      onPointerEnter={() => void LazyEmbeddedWalletSecurityView.preload()}
      onFocus={() => void LazyEmbeddedWalletSecurityView.preload()}
      onClick={() => client.push({ view: 'EmbeddedWalletSecurity' })}
      data-testid="portico-account-security"
    >
      <StrokeIcon size={28} strokeWidth={1.6}>
        <rect x="5.5" y="10.5" width="13" height="9.5" rx="2" />
        <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5M12 14.3v2" />
      </StrokeIcon>
      <span className="portico-row-button-label">{t('account.security')}</span>
      <Icon name="chevronRight" size={16} />
    </button>
  )
}
