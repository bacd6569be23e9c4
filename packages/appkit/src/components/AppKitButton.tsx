import { AppKitButtonContent, type AppKitButtonContentProps } from '../elements/AppKitButtonContent'
import { WithAppKit } from './WithAppKit'

/**
 * Props of {@link AppKitButton}: those of `<appkit-button>` (`disabled` has no effect).
 * @example
 * const props: AppKitButtonProps = { label: 'Sign in', balance: 'hide' }
 */
export type AppKitButtonProps = AppKitButtonContentProps & { disabled?: boolean }

/**
 * `<appkit-button>` as a React component: Connect while disconnected, the account once connected.
 * @example
 * <AppKitButton balance="hide" />
 */
export function AppKitButton({ disabled: _disabled, ...props }: AppKitButtonProps) {
  return (
    <WithAppKit>
      <AppKitButtonContent {...props} />
    </WithAppKit>
  )
}
