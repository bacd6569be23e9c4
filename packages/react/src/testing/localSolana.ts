import { type CaipNetwork, KNOWN_CHAINS } from '@portico/common'

/**
 * A Solana network on this machine (the dev stack's validator) for view tests that need a second
 * chain family beside the EVM devnets: Solana devnet's entry with a local id and RPC.
 * @example
 * createPortico({ networks: [DEVNET_CHAINS.devnetA, localSolana], adapters })
 */
export const localSolana: CaipNetwork = {
  ...KNOWN_CHAINS.solanaDevnet,
  id: 'localnet',
  caipNetworkId: 'solana:localnet',
  name: 'Local Solana',
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
