import type { Portico } from '@portico/core'
import { getCurrentAppKit } from '../internal/currentAppKit'

/**
 * The Portico client of the current AppKit instance, with Pay turned on: AppKit has no flag for
 * it (importing `@reown/appkit-pay` is the opt-in), so calling AppKit Pay's functions is.
 * @example
 * await pay(currentPayPortico(), options)
 */
export function currentPayPortico(): Portico {
  const { portico } = getCurrentAppKit()
  const options = portico.stores.options.getState()
  if (!options.options.features.pay) options.setFeatures({ pay: true })
  return portico
}
