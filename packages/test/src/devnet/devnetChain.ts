import { type Chain, defineChain } from 'viem'

/**
 * A viem `Chain` for a local devnet: ETH as native currency, the given RPC URL, no explorer.
 *
 * @example
 * const chain = devnetChain(31337, 'http://127.0.0.1:8545')
 * createPublicClient({ chain, transport: http() })
 */
export function devnetChain(chainId: number, rpcUrl: string, name = `Devnet ${chainId}`): Chain {
  return defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: true,
  })
}
