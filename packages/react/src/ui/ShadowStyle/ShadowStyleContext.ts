import { createContext } from 'react'
import type { SheetList } from './createSheetList'

/**
 * How styles reach the shadow root around a component: its adopted sheets, or (where the
 * browser has none) `<style>` elements carrying the page's CSP nonce.
 * @example
 * <ShadowStyleContext.Provider value={{ sheets, nonce }}>…</ShadowStyleContext.Provider>
 */
export type ShadowStyleScope = {
  /** Null where constructable stylesheets are missing. */
  sheets: SheetList | null
  nonce: string | undefined
}

/**
 * Provided by ShadowHost inside its shadow root; null outside any.
 * @example
 * const scope = useContext(ShadowStyleContext)
 */
export const ShadowStyleContext = createContext<ShadowStyleScope | null>(null)
