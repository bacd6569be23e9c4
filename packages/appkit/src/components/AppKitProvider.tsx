import { createPortico } from '@portico/core'
import { type ReactNode, useEffect, useState } from 'react'
import { createAppKitInstance } from '../createAppKitInstance'
import { setCurrentAppKit } from '../internal/currentAppKit'
import type { AppKitOptions } from '../options/AppKitOptions'
import { toPorticoOptions } from '../options/toPorticoOptions'
import { startAppKitInPage } from '../startAppKitInPage'

/**
 * Props of {@link AppKitProvider}: `createAppKit`'s options and the app.
 * @example
 * const props: AppKitProviderProps = { projectId, networks, adapters: [wagmiAdapter], children: null }
 */
export type AppKitProviderProps = AppKitOptions & { children?: ReactNode }

/**
 * `createAppKit` as a component: makes the instance on first render (options are read once) and
 * puts its modal on the page while mounted.
 * @example
 * <AppKitProvider projectId={projectId} networks={networks} adapters={[wagmiAdapter]}>
 *   <App />
 * </AppKitProvider>
 */
export function AppKitProvider({ children, ...options }: AppKitProviderProps) {
  const [appKit] = useState(() => createAppKitInstance(createPortico(toPorticoOptions(options))))
  // During render, so the hooks of the children rendered next already find this instance.
  setCurrentAppKit(appKit)
  useEffect(() => startAppKitInPage(appKit), [appKit])
  return children
}
