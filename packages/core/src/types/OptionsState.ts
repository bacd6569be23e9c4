import type { Features } from '@portico/common'
import type { StoreApi } from 'zustand/vanilla'
import type { ResolvedPorticoOptions } from './PorticoOptions'

/**
 * The resolved options; features can change at run time (e.g. from remote config).
 * @example
 * portico.stores.options.getState().options.features.swaps
 */
export type OptionsState = {
  options: ResolvedPorticoOptions
  /** Merge `features` over the current ones. */
  setFeatures(features: Partial<Features>): void
}

/**
 * The options store.
 * @example
 * portico.stores.options.subscribe((s) => render(s.options.features))
 */
export type OptionsStore = StoreApi<OptionsState>
