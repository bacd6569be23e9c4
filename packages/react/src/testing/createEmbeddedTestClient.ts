import { KNOWN_CHAINS } from '@portico/common'
import {
  createPortico,
  type EmbeddedWallet,
  type Portico,
  type PorticoOptions,
} from '@portico/core'
import { idleAdapter } from './idleAdapter'

/**
 * A client on mainnet whose embedded wallet is `wallet` (build it with idleEmbeddedWallet), for
 * the embedded wallet's view tests: a project id, nothing stored, a computer, no logs, and an
 * app adapter that connects nothing unless `options` gives another.
 * @example
 * const client = createEmbeddedTestClient(idleEmbeddedWallet({ connectOtp }))
 */
export function createEmbeddedTestClient(
  wallet: EmbeddedWallet,
  options: Partial<PorticoOptions> = {},
): Portico {
  return createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
    ...options,
  })
}
