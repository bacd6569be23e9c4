import { getContractAddress } from 'viem'
import { UNISWAP_V3_DEPLOYER, type UniswapV3Devnet } from './uniswapV3'

/**
 * Where `deployUniswapV3` puts the contracts on a devnet where {@link UNISWAP_V3_DEPLOYER} has
 * sent nothing yet (nonces 0–4: factory, position manager, swap router, QuoterV2, SwapRouter02).
 * @example
 * const { swapRouter02 } = predictUniswapV3()
 */
export function predictUniswapV3(): UniswapV3Devnet {
  const at = (nonce: number) =>
    getContractAddress({ from: UNISWAP_V3_DEPLOYER, nonce: BigInt(nonce) })
  return {
    factory: at(0),
    positionManager: at(1),
    swapRouter: at(2),
    quoterV2: at(3),
    swapRouter02: at(4),
  }
}
