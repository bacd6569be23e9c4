import { createCoinbaseProvider } from './createCoinbaseProvider'
import { createMeldProvider } from './createMeldProvider'
import { createSandboxProvider } from './createSandboxProvider'
import type { OnrampProvider } from './OnrampProvider'
import type { OnrampProviderConfig } from './onrampConfigSchema'

/**
 * The provider plugins of the configuration, in its order (the first one serving a network is
 * the default there).
 * @example
 * const providers = createOnrampProviders(config.onramp.providers, ['31337', '31338'])
 */
export function createOnrampProviders(
  configs: readonly OnrampProviderConfig[],
  /** The gateway's own EVM chain ids: where the sandbox delivers. */
  chainIds: readonly string[],
): OnrampProvider[] {
  return configs.map((config) => {
    if (config.kind === 'sandbox') return createSandboxProvider(config, chainIds)
    if (config.kind === 'coinbase') return createCoinbaseProvider(config)
    return createMeldProvider(config)
  })
}
