import { usePorticoClient } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { StrokeIcon } from '../../ui/Icon/StrokeIcon'
import { LazyEmbeddedWalletRecoveryView } from '../embedded/EmbeddedWalletRecovery/LazyEmbeddedWalletRecoveryView'
import { useEmbeddedUser } from './useEmbeddedUser'

/**
 * The Account view's way to protect the embedded wallet's recovery with a password only the
 * visitor knows (EmbeddedWalletRecovery, `protect`): shown while the connected user says
 * `recoveryProtected: false`, so not for other wallets, not once protected, and not for frames
 * that do not say (undefined). The view's chunk is fetched when the row is pointed at.
 * @example
 * <ProtectRecoveryRow />
 */
export function ProtectRecoveryRow() {
  const client = usePorticoClient()
  const { t } = useT()
  const unprotected = useEmbeddedUser((user) => user?.recoveryProtected === false)
  if (!unprotected) return null
  return (
    <button
      type="button"
      className="portico-row-button"
      onPointerEnter={() => void LazyEmbeddedWalletRecoveryView.preload()}
      onClick={() => client.push({ view: 'EmbeddedWalletRecovery', mode: 'protect' })}
      data-testid="portico-account-protect-recovery"
    >
      <StrokeIcon size={28} strokeWidth={1.6}>
        <path d="M12 3.5 5 6.2v5.3c0 4.3 2.9 7.7 7 9 4.1-1.3 7-4.7 7-9V6.2z" />
        <path d="m9 12 2.2 2.2L15.5 10" />
      </StrokeIcon>
      <span className="portico-row-button-text">
        <span className="portico-row-button-label">{t('account.recovery.protect')}</span>
        <span className="portico-row-button-hint">{t('account.recovery.hint')}</span>
      </span>
    </button>
  )
}
