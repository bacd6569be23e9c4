import { useActiveNamespace, usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useT } from '../../i18n/useT'
import { StrokeIcon } from '../../ui/Icon/StrokeIcon'
import { LazyRegisterAccountNameView } from '../RegisterAccountName/LazyRegisterAccountNameView'

/**
 * The Account view's way to RegisterAccountName: EVM accounts without a name yet (names are an
 * eip155 feature, spec §9). The view's chunk is fetched when the row is pointed at.
 * @example
 * <RegisterNameRow />
 */
export function RegisterNameRow() {
  const client = usePorticoClient()
  const { t } = useT()
  const namespace = useActiveNamespace()
  const named = useStoreValue(client.stores.account, (s) => !!s.accounts.eip155?.profileName)
  if (namespace !== 'eip155' || named) return null
  return (
    <button
      type="button"
      className="portico-row-button"
      onPointerEnter={() => void LazyRegisterAccountNameView.preload()}
      onClick={() => client.push({ view: 'RegisterAccountName' })}
      data-testid="portico-account-register-name"
    >
      <StrokeIcon size={28} strokeWidth={1.6}>
        <circle cx="12" cy="12" r="3.5" />
        <path d="M15.5 12v1.5a2.5 2.5 0 0 0 5 0V12a8.5 8.5 0 1 0-3.4 6.8" />
      </StrokeIcon>
      <span className="portico-row-button-label">{t('account.registerName')}</span>
    </button>
  )
}
