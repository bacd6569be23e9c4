import type { ChainNamespace } from '@portico/common'
import { lazy, Suspense, useState } from 'react'
import { usePorticoClient, useStoreValue } from '../../hooks/clientHooks'
import { useAccount } from '../../hooks/useAccount'
import { useModalState } from '../../hooks/useModalState'
import { useButtonText } from '../../i18n/useButtonText'
import { loadAccountButton } from '../../loading/loadModal'
import { Spinner } from '../../ui/Spinner/Spinner'
import type { AccountButton } from '../AccountButton/AccountButton'
import { KitShadow } from '../KitShadow/KitShadow'
import { connectButtonState } from './connectButtonState'

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
 * It ships in the first load; the modal and the account button are fetched lazily (until the
 * account button has arrived, a connected visitor sees this button still connecting).
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
  const { open, isOpen, isLoading } = useModalState()
  const client = usePorticoClient()
  const text = useButtonText()
  const [LazyAccountButton] = useState(() => lazy(loadAccountButton))
  const waitsForScan = useStoreValue(
    client.stores.connection,
    (s) => s.connectingType[account.namespace] === 'WALLET_CONNECT',
  )
  const button = (busy: boolean, caption: string) => (
    <KitShadow>
      <button
        type="button"
        className="portico-kit-button"
        data-variant="accent"
        data-size={size}
        data-testid="portico-connect-button"
        aria-busy={busy || undefined}
        aria-haspopup="dialog"
        onClick={() => open(namespace ? { namespace } : undefined)}
      >
        {busy && <Spinner size={16} />}
        <span>{caption}</span>
      </button>
    </KitShadow>
  )
  const connectingLabel = loadingLabel ?? text('button.connecting')
  if (account.isConnected) {
    if (whenConnected === 'hide') return null
    return (
      <Suspense fallback={button(true, connectingLabel)}>
        <LazyAccountButton {...(namespace ? { namespace } : {})} />
      </Suspense>
    )
  }
  const { busy, connecting } = connectButtonState({
    status: account.status,
    waitsForScan,
    isOpen,
    isLoading,
  })
  return button(busy, connecting ? connectingLabel : (label ?? text('button.connect')))
}
