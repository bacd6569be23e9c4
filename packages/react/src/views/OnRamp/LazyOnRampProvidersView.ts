import { lazyView } from '../../loading/lazyView'

/** The Buy (on-ramp) views share the on-ramp chunk (core's client, the form). @example <LazyOnRampProvidersView /> */
export const LazyOnRampProvidersView = lazyView(() => import('./OnRampProvidersView'), ['onramp'])
