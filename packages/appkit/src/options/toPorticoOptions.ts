import type { CaipNetwork } from '@portico/common'
import type { PorticoOptions } from '@portico/core'
import type { AppKitOptions } from './AppKitOptions'
import { toPorticoNetwork } from './toPorticoNetwork'
import { toPorticoThemeVariables } from './toPorticoThemeVariables'

/**
 * `createPortico` options from AppKit's: the same names where Portico has the concept, the
 * adapters unwrapped, viem chains made CAIP networks (with `chainImages` as their images and
 * `customRpcUrls` before their own RPC URLs), the `--w3m-*` theme variables renamed.
 * @example
 * const portico = createPortico(toPorticoOptions({ projectId, networks, adapters: [wagmiAdapter] }))
 */
export function toPorticoOptions(options: AppKitOptions): PorticoOptions {
  const {
    adapters,
    themeVariables,
    networks,
    defaultNetwork,
    chainImages,
    customRpcUrls,
    ...rest
  } = options
  const toNetwork = (network: AppKitOptions['networks'][number]) =>
    toPorticoNetwork(network, { chainImages, customRpcUrls })
  const [first, ...others] = networks
  const porticoOptions: PorticoOptions = {
    ...withoutUndefined(rest),
    networks: [toNetwork(first), ...others.map(toNetwork)] as [CaipNetwork, ...CaipNetwork[]],
    adapters: (adapters ?? []).map((adapter) => adapter.porticoAdapter),
  }
  if (defaultNetwork) porticoOptions.defaultNetwork = toNetwork(defaultNetwork)
  if (themeVariables) porticoOptions.themeVariables = toPorticoThemeVariables(themeVariables)
  return porticoOptions
}

// Under exactOptionalPropertyTypes an option given as `undefined` must not reach Portico as set.
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
