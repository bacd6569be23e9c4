import { getContractAddress } from 'viem'
import { UNISWAP_DEPLOYER, type UniswapV2Devnet } from './uniswapV2'

/**
 * Where `deployUniswapV2` puts the contracts on a devnet where {@link UNISWAP_DEPLOYER} has sent
 * nothing yet (nonces 0–2: WETH, factory, router).
 * @example
 * const { router } = predictUniswapV2()
 */
export function predictUniswapV2(): UniswapV2Devnet {
  const at = (nonce: number) => getContractAddress({ from: UNISWAP_DEPLOYER, nonce: BigInt(nonce) })
  return { weth: at(0), factory: at(1), router: at(2) }
}
