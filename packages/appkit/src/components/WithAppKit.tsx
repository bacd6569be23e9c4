import { PorticoProvider } from '@portico/react'
import type { ReactNode } from 'react'
import { getCurrentAppKit } from '../internal/currentAppKit'

/**
 * Gives Portico's buttons below it the client of the current AppKit instance (the modal itself
 * lives in the root `createAppKit` made).
 * @example
 * <WithAppKit><ConnectButton /></WithAppKit>
 */
export function WithAppKit({ children }: { children: ReactNode }) {
  return (
    <PorticoProvider client={getCurrentAppKit().portico} modal={false}>
      {children}
    </PorticoProvider>
  )
}
