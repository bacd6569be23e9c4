import type { ChainNamespace } from '@portico/common'
import { AccountButton, ConnectButton, useAccount } from '@portico/react'

/**
 * Props of {@link AppKitButtonContent}: the attributes of `<appkit-button>`.
 * @example
 * const props: AppKitButtonContentProps = { label: 'Sign in', balance: 'hide' }
 */
export type AppKitButtonContentProps = {
  label?: string | undefined
  loadingLabel?: string | undefined
  size?: 'md' | 'sm' | undefined
  balance?: 'show' | 'hide' | undefined
  namespace?: ChainNamespace | undefined
}

/**
 * What `<appkit-button>` renders: Portico's connect button, and the account button (with or
 * without the balance) once connected.
 * @example
 * <AppKitButtonContent balance="hide" />
 */
export function AppKitButtonContent({
  label,
  loadingLabel,
  size,
  balance,
  namespace,
}: AppKitButtonContentProps) {
  const { isConnected } = useAccount(namespace ? { namespace } : {})
  if (isConnected) {
    return <AccountButton {...(balance ? { balance } : {})} {...(namespace ? { namespace } : {})} />
  }
  return (
    <ConnectButton
      {...(label ? { label } : {})}
      {...(loadingLabel ? { loadingLabel } : {})}
      {...(size ? { size } : {})}
      {...(namespace ? { namespace } : {})}
    />
  )
}
