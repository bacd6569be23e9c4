import type { CaipNetwork } from '@portico/common'

/**
 * The dev stack's local Solana chain as an app lists it (its genesis-hash reference).
 * @example
 * const context = { networks: [LOCAL_SOLANA], getActiveNetwork: () => LOCAL_SOLANA }
 */
export const LOCAL_SOLANA: CaipNetwork = {
  id: '13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
  chainNamespace: 'solana',
  caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
  name: 'Portico Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}
