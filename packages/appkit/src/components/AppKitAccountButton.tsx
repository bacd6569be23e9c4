import type { ChainNamespace } from '@portico/common'
import { AccountButton } from '@portico/react'
import { WithAppKit } from './WithAppKit'

/**
 * Props of {@link AppKitAccountButton} (`disabled` has no effect).
 * @example
 * const props: AppKitAccountButtonProps = { balance: 'hide' }
 */
export type AppKitAccountButtonProps = {
  balance?: 'show' | 'hide'
  namespace?: ChainNamespace
  disabled?: boolean
}

/**
 * `<appkit-account-button>` as a React component.
 * @example
 * <AppKitAccountButton balance="hide" />
 */
export function AppKitAccountButton({ disabled: _disabled, ...props }: AppKitAccountButtonProps) {
  return (
    <WithAppKit>
      <AccountButton {...props} />
    </WithAppKit>
  )
}
