import type { ChainNamespace } from '@portico/common'
import { formatBalance, truncateAddress } from '@portico/common'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useAccountProfile } from '../../hooks/useAccountProfile'
import { useModalActions } from '../../hooks/useModalActions'
import { Avatar } from '../../ui/Avatar/Avatar'
import { KitSurfaceShadow } from '../KitShadow/KitSurfaceShadow'

/**
 * Props of {@link AccountButton}.
 * @example
 * const props: AccountButtonProps = { balance: 'hide' }
 */
export type AccountButtonProps = {
  /** Show the native balance beside the address. Default 'show'. */
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
}

/**
 * The connected account as a button (identicon, short address, balance by the kit's amount rule
 * in the visitor's locale) that opens the Account view. Renders nothing while
 * disconnected.
 * @example
 * <AccountButton balance="hide" />
 */
export function AccountButton({ balance = 'show', namespace }: AccountButtonProps) {
  const client = usePorticoClient()
  const account = useAccount(namespace ? { namespace } : {})
  const { open } = useModalActions()
  const profile = useAccountProfile(account.namespace)
  // The client's locale, not the translator's: the number reads right before messages load.
  const locale = useStoreValue(client.stores.theme, (s) => s.locale)
  if (!account.isConnected || !account.address) return null
  // The figure apart from its symbol: on a phone a long figure is cut with an ellipsis, the
  // symbol kept (kitSurfaceButtonCss); the whole figure stays in the button's text.
  const shownBalance =
    balance === 'show' && account.balance !== undefined
      ? formatBalance(account.balance, undefined, { locale })
      : undefined
  return (
    <KitSurfaceShadow>
      <button
        type="button"
        className="portico-kit-button"
        data-variant="surface"
        data-testid="portico-account-button"
        onClick={() => open({ view: { view: 'Account' } })}
      >
        {shownBalance && (
          <span className="portico-kit-button-balance">
            <span className="portico-kit-button-amount">{shownBalance}</span>
            {account.balanceSymbol ? ` ${account.balanceSymbol}` : ''}
          </span>
        )}
        <span className="portico-kit-button-pill">
          <Avatar address={account.address} imageUrl={profile.image} size={24} />
          <span data-testid="portico-account-button-label">
            {profile.name ?? truncateAddress(account.address)}
          </span>
        </span>
      </button>
    </KitSurfaceShadow>
  )
}
