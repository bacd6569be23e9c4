import { createConfig, http, injected } from '@wagmi/core'
import { anvil } from 'viem/chains'

/**
 * The host site's own wagmi setup in the wagmi scenarios: one chain (the devnet's id 31337),
 * the injected connector and an HTTP transport. Both scenario pages load exactly this, so the
 * difference between them is what Portico adds.
 * @example
 * await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
 */
export const wagmiConfig = createConfig({
  chains: [anvil],
  connectors: [injected()],
  transports: { [anvil.id]: http('http://127.0.0.1:8545') },
})
