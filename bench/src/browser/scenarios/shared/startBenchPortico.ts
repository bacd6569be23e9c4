import { adaptWagmiConfig } from '@portico/adapter-wagmi'
import { DEVNET_CHAINS } from '@portico/common'
import { createPortico, type Portico, type PorticoOptions } from '@portico/core'
import { reconnect } from '@wagmi/core'
import { wagmiConfig } from './wagmiConfig'

/**
 * The kit over the wagmi baseline's config, as the kit-on-wagmi scenarios (React and Vue) start
 * it; wagmi restores its last connection as its provider would on mount.
 * @example
 * const portico = startBenchPortico({ locale: 'ja' })
 */
export function startBenchPortico(options: Pick<PorticoOptions, 'locale'> = {}): Portico {
  const portico = createPortico({
    networks: [DEVNET_CHAINS.devnetA],
    adapters: [adaptWagmiConfig(wagmiConfig)],
    projectId: 'portico-bench',
    // A hosted API, which the bench's browser cannot reach: the page may not wait for it.
    apiUrl: 'https://api.portico.example',
    ...options,
  })
  void reconnect(wagmiConfig)
  return portico
}
