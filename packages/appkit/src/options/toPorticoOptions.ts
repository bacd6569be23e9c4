import type { PorticoOptions } from '@portico/core'
import type { AppKitOptions } from './AppKitOptions'
import { toPorticoThemeVariables } from './toPorticoThemeVariables'

/**
 * `createPortico` options from AppKit's: the same names where Portico has the concept, the
 * adapters unwrapped, the `--w3m-*` theme variables renamed.
 * @example
 * const portico = createPortico(toPorticoOptions({ projectId, networks, adapters: [wagmiAdapter] }))
 */
export function toPorticoOptions(options: AppKitOptions): PorticoOptions {
  const { adapters, themeVariables, ...rest } = options
  const porticoOptions: PorticoOptions = {
    ...withoutUndefined(rest),
    adapters: (adapters ?? []).map((adapter) => adapter.porticoAdapter),
  }
  if (themeVariables) porticoOptions.themeVariables = toPorticoThemeVariables(themeVariables)
  return porticoOptions
}

// Under exactOptionalPropertyTypes an option given as `undefined` must not reach Portico as set.
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
