import type { Address } from 'viem'

/**
 * Uniswap V2 on a devnet: WETH, the factory and the router, and the three seeded pools.
 * @example
 * const { router, weth }: UniswapV2Devnet = predictUniswapV2()
 */
export type UniswapV2Devnet = {
  weth: Address
  factory: Address
  router: Address
}

/**
 * Who deploys Uniswap V2 and provides its liquidity: an address no key controls, impersonated
 * on anvil, so its nonces 0–2 (WETH, factory, router) never collide with a test account's and
 * the contracts land at the same addresses on every fresh devnet.
 */
export const UNISWAP_DEPLOYER: Address = '0x000000000000000000000000000000000000de11'

/**
 * The pools seeded on each devnet, in whole tokens, at the dev stack's reference prices (ETH
 * $3,000; PTT $1.25; tUSDT, the devnet's dollar, $1): deep enough that a test-sized swap moves
 * the price by well under a percent.
 * @example
 * UNISWAP_POOLS.find((pool) => pool.pair === 'ETH/tUSDT')?.amounts // ['1000', '3000000']
 */
export const UNISWAP_POOLS = [
  { pair: 'ETH/tUSDT', tokens: ['native', 'tetherStyle'], amounts: ['1000', '3000000'] },
  { pair: 'ETH/PTT', tokens: ['native', 'erc20'], amounts: ['1000', '2400000'] },
  { pair: 'PTT/tUSDT', tokens: ['erc20', 'tetherStyle'], amounts: ['800000', '1000000'] },
] as const

/**
 * `predictUniswapV2()`'s answer as plain data (no viem to load at start-up); a test holds
 * the two together.
 * @example
 * defaultUniswapV2.router // '0xE1823C8904875cf2893a25C839B9dFfA26948668'
 */
export const defaultUniswapV2: UniswapV2Devnet = {
  weth: '0x3DC532a402f046E08B301b65F20CB5761eF451bE',
  factory: '0x401Fad0290846F8027c0dE4EAf66AF7cd895DDa0',
  router: '0xE1823C8904875cf2893a25C839B9dFfA26948668',
}

/**
 * The gas limit tests give a swap they send themselves. A node estimates a transaction in the
 * latest block's second; a pair that traded in that block writes its two price accumulators only
 * once time has passed, so a swap estimated then and mined a second later runs out of gas (by
 * 10,000, or 44,000 on the accumulators' first write) and reverts. Above a two-hop swap's use.
 * @example
 * await wallet.writeContract({ ...swap, gas: TEST_SWAP_GAS })
 */
export const TEST_SWAP_GAS = 400_000n
