import type { ChainNamespace } from '@portico/common'
import type { ChainAdapter } from '@portico/core'

/**
 * The app's own adapter on `namespace` beside the embedded wallet, as far as these tests reach
 * it: no connectors, a balance of 1, a fee of 1; every wallet call it should not get rejects.
 * `overrides` replace any of its members. Test files only.
 * @example
 * const adapters = [createAppAdapter('eip155'), createAppAdapter('solana')]
 */
export function createAppAdapter(
  namespace: ChainNamespace = 'eip155',
  overrides: Partial<ChainAdapter> = {},
): ChainAdapter {
  const unused = () => Promise.reject(new Error('not used here'))
  return {
    namespace,
    adapterType: namespace === 'solana' ? 'solana' : 'wagmi',
    setup: () => {},
    getConnectors: () => [],
    connect: unused,
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async () => ({ balance: '1', symbol: namespace === 'solana' ? 'SOL' : 'ETH' }),
    switchNetwork: unused,
    signMessage: unused,
    sendTransaction: unused,
    estimateFee: async () => ({ fee: 1n }),
    getWalletProvider: () => undefined,
    request: unused,
    ...overrides,
  }
}
