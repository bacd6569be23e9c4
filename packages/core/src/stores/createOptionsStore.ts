import { createStore } from 'zustand/vanilla'
import type { OptionsState, OptionsStore } from '../types/OptionsState'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'

/**
 * The resolved options; features can be changed later.
 * @example
 * const options = createOptionsStore(resolveOptions({ networks }))
 * options.getState().setFeatures({ swaps: false })
 */
export function createOptionsStore(options: ResolvedPorticoOptions): OptionsStore {
  return createStore<OptionsState>()((set, get) => ({
    options,
    setFeatures(features) {
      const current = get().options
      set({ options: { ...current, features: { ...current.features, ...features } } })
    },
  }))
}
