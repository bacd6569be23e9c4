import { createPortico } from '@portico/core'
import type { AppKit } from './AppKit'
import { createAppKitInstance } from './createAppKitInstance'
import { setCurrentAppKit } from './internal/currentAppKit'
import type { AppKitOptions } from './options/AppKitOptions'
import { toPorticoOptions } from './options/toPorticoOptions'
import { startAppKitInPage } from './startAppKitInPage'

/**
 * Creates the kit from AppKit's options: a Portico client, its modal at the end of the page, the
 * `<appkit-*>` elements, and the instance the `useAppKit*` hooks read. Call it once, at module
 * level, before rendering.
 * @example
 * const wagmiAdapter = new WagmiAdapter({ projectId, networks })
 * const appKit = createAppKit({ projectId, networks, adapters: [wagmiAdapter], metadata })
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const appKit = createAppKitInstance(createPortico(toPorticoOptions(options)))
  setCurrentAppKit(appKit)
  startAppKitInPage(appKit)
  return appKit
}
