import { ConnectButton } from '@portico/react'
import { WithAppKit } from './WithAppKit'

/**
 * Props of {@link AppKitConnectButton}.
 * @example
 * const props: AppKitConnectButtonProps = { label: 'Sign in', size: 'sm' }
 */
export type AppKitConnectButtonProps = {
  label?: string
  loadingLabel?: string
  size?: 'md' | 'sm'
}

/**
 * `<appkit-connect-button>` as a React component: the connect button, hidden once connected.
 * @example
 * <AppKitConnectButton label="Sign in" />
 */
export function AppKitConnectButton(props: AppKitConnectButtonProps) {
  return (
    <WithAppKit>
      <ConnectButton {...props} whenConnected="hide" />
    </WithAppKit>
  )
}
