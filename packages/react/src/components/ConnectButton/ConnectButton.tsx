import type { ChainNamespace } from '@portico/common'
import { useAccount } from '../../hooks/useAccount'
import { useModal } from '../../hooks/useModal'
import { usePorticoClient } from '../../hooks/usePorticoClient'
import { useStoreValue } from '../../hooks/useStoreValue'
import { useButtonText } from '../../i18n/useButtonText'
import { Spinner } from '../../ui/Spinner/Spinner'
import { AccountButton } from '../AccountButton/AccountButton'
import { KitShadow } from '../KitShadow/KitShadow'

/**
 * Props of {@link ConnectButton}.
 * @example
 * const props: ConnectButtonProps = { label: 'Sign in', size: 'sm' }
 */
export type ConnectButtonProps = {
  /** Default 'Connect Wallet' (in the client's locale). */
  label?: string
  /** Shown while a connection is being made or restored. Default 'Connecting…' (in the client's locale). */
  loadingLabel?: string
  size?: 'md' | 'sm'
  /** Once connected, show the account button (default) or keep nothing. */
  whenConnected?: 'account' | 'hide'
  namespace?: ChainNamespace
}

/**
 * The button that opens the modal. Once connected it turns into the {@link AccountButton}.
 * It ships in the first load; the modal itself is fetched lazily.
 * @example
 * <PorticoProvider client={portico}>
 *   <ConnectButton />
 * </PorticoProvider>
 */
export function ConnectButton({
  label,
  loadingLabel,
  size = 'md',
  whenConnected = 'account',
  namespace,
}: ConnectButtonProps) {
  const account = useAccount(namespace ? { namespace } : {})
  const { open, isOpen, isLoading } = useModal()
  const client = usePorticoClient()
  const text = useButtonText()
  const waitsForScan = useStoreValue(
    client.stores.connection,
    (s) => s.connectingType[account.namespace] === 'WALLET_CONNECT',
  )
  if (account.isConnected) {
    return whenConnected === 'account' ? (
      <AccountButton {...(namespace ? { namespace } : {})} />
    ) : null
  }
  // A WalletConnect pairing left waiting for a scan when the visitor closed the modal is not a
  // connection being made: the button stays ready to open the modal (its QR code) again.
  const connecting = account.status === 'connecting' && !(waitsForScan && !isOpen)
  const opening = isLoading && !isOpen
  return (
    <KitShadow>
      <button
        type="button"
        className="portico-kit-button"
        data-variant="accent"
        data-size={size}
        data-testid="portico-connect-button"
        aria-busy={connecting || opening || undefined}
        aria-haspopup="dialog"
        onClick={() => open(namespace ? { namespace } : undefined)}
      >
        {(connecting || opening) && <Spinner size={16} />}
        <span>
          {connecting
            ? (loadingLabel ?? text('button.connecting'))
            : (label ?? text('button.connect'))}
        </span>
      </button>
    </KitShadow>
  )
}
