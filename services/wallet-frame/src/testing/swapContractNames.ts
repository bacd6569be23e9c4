import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import type { UniswapV2Devnet } from '@portico/test/devnet/uniswapV2'

/**
 * The contracts an operator names on a swap test's chain, as the dev stack does: the Uniswap V2
 * router and the token bought, shown by name in the approval view.
 * @example chains: [{ chainId: 31337, name: 'Anvil', rpcUrl, contracts: swapContractNames(uniswap, tokens) }]
 */
export const swapContractNames = (uniswap: UniswapV2Devnet, tokens: DeployedTestTokens) => [
  { address: uniswap.router, name: 'Uniswap V2 router' },
  { address: tokens.erc20.address, name: 'Portico Test Token' },
]
