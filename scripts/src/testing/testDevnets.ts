import { defaultUniswapV2, defaultUniswapV3, predictTestTokens } from '@portico/test/devnet'

/**
 * The dev stack's two devnets as a stack reports them, on their conventional ports, with the
 * test tokens and Uniswap V2 and V3 every devnet deploys. Test files only.
 * @example
 * const env = demoEnv({ chains: testDevnets(), urls, projectId: 'portico-demo' })
 */
export function testDevnets() {
  const tokens = predictTestTokens()
  return [
    {
      chainId: 31337,
      name: 'Portico Devnet A',
      rpcUrl: 'http://127.0.0.1:8545',
      tokens,
      uniswap: defaultUniswapV2,
      uniswapV3: defaultUniswapV3,
    },
    {
      chainId: 31338,
      name: 'Portico Devnet B',
      rpcUrl: 'http://127.0.0.1:8546',
      tokens,
      uniswap: defaultUniswapV2,
      uniswapV3: defaultUniswapV3,
    },
  ]
}
