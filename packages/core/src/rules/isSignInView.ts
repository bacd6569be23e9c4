import type { ViewName } from '../types/RouterView'

/**
 * Whether `view` asks the visitor to sign in with their wallet: SIWXSignMessage, or
 * ConnectingSiwe, the name AppKit's legacy SIWE flow opens (`open({ view: 'ConnectingSiwe' })`),
 * which shows the same sign-in screen.
 * @example
 * isSignInView('ConnectingSiwe') // true
 */
export function isSignInView(view: ViewName): boolean {
  return view === 'SIWXSignMessage' || view === 'ConnectingSiwe'
}
