import type { Address } from 'viem'

/**
 * Uniswap V3 on a devnet: the factory, the position manager (which makes and funds pools), the
 * original swap router, QuoterV2 (what a pool would pay, by `eth_call`) and SwapRouter02 (one
 * router for V3 pools and, when deployed with a V2 factory, V2 pairs).
 * @example const { factory, quoterV2, swapRouter02 }: UniswapV3Devnet = await deployUniswapV3(rpcUrl, { weth })
 */
export type UniswapV3Devnet = {
  factory: Address
  positionManager: Address
  swapRouter: Address
  quoterV2: Address
  swapRouter02: Address
}

/**
 * Who deploys Uniswap V3 and provides the dev stack's V3 liquidity: an address no key controls,
 * impersonated on anvil, so its nonces 0–4 (factory, position manager, swap router, QuoterV2,
 * SwapRouter02) land at the same addresses on every fresh devnet, whatever else was sent.
 */
export const UNISWAP_V3_DEPLOYER: Address = '0x000000000000000000000000000000000000de03'

/**
 * `predictUniswapV3()`'s answer as plain data (no viem to load at start-up): lets the stack
 * configure the gateway and the wallet frame before the deployment; a test holds the two together.
 * @example
 * defaultUniswapV3.swapRouter02 // '0xF3883734f8182E6498819C73fF797C9Fe6B963C5'
 */
export const defaultUniswapV3: UniswapV3Devnet = {
  factory: '0xdE333Ec6C748437Fe297c6F692232bdD06f064F3',
  positionManager: '0x492CBf48Fdbb111D1A2bb112D530AA82Ece1b255',
  swapRouter: '0x26d0d7A23e9b2bd96171abEC51716ADDC6edcC14',
  quoterV2: '0x62Dc2C3A239546343904f47548A08f850A75D0f1',
  swapRouter02: '0xF3883734f8182E6498819C73fF797C9Fe6B963C5',
}

/**
 * The V3 pools the dev stack seeds beside the V2 pairs of `UNISWAP_POOLS`, in whole tokens at the
 * same reference prices (ETH $3,000; PTT $1.25; tUSDT $1), over the whole price range. ETH/tUSDT
 * is twice as deep as its V2 pair at a sixth of the fee, so the gateway's best route takes V3
 * for ETH ⇄ tUSDT; the PTT pools are a tenth as deep as V2's (ETH/PTT at the 1 % tier), so PTT
 * swaps still take V2, through SwapRouter02.
 * @example
 * UNISWAP_V3_POOLS.find((pool) => pool.pair === 'WETH/tUSDT')?.fee // 500
 */
export const UNISWAP_V3_POOLS = [
  { pair: 'WETH/tUSDT', tokens: ['weth', 'tetherStyle'], amounts: ['2000', '6000000'], fee: 500 },
  { pair: 'WETH/PTT', tokens: ['weth', 'erc20'], amounts: ['100', '240000'], fee: 10000 },
  { pair: 'PTT/tUSDT', tokens: ['erc20', 'tetherStyle'], amounts: ['80000', '100000'], fee: 3000 },
] as const
