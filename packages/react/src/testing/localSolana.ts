import type { CaipNetwork } from '@portico/common'

/**
 * A Solana network on this machine (the dev stack's validator) for view tests that need a second
 * chain family beside the EVM devnets.
 * @example
 * createPortico({ networks: [DEVNET_CHAINS.devnetA, localSolana], adapters })
 */
export const localSolana: CaipNetwork = {
  id: 'localnet',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:localnet',
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
