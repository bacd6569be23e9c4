import { NetworkButton } from '@portico/react'
import { WithAppKit } from './WithAppKit'

/**
 * Props of {@link AppKitNetworkButton} (`disabled` has no effect).
 * @example
 * const props: AppKitNetworkButtonProps = { label: 'Network' }
 */
export type AppKitNetworkButtonProps = { label?: string; disabled?: boolean }

/**
 * `<appkit-network-button>` as a React component: the active network; opens Networks.
 * @example
 * <AppKitNetworkButton />
 */
export function AppKitNetworkButton({ disabled: _disabled, ...props }: AppKitNetworkButtonProps) {
  return (
    <WithAppKit>
      <NetworkButton {...props} />
    </WithAppKit>
  )
}
