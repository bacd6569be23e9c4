import { createRequire } from 'node:module'
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, parseAbi } from 'viem'
import { rpcRequest } from './rpcRequest'
import { sendFromDevAccount } from './sendFromDevAccount'
import { anvilAccounts } from './testAccounts'

const require = createRequire(import.meta.url)

/** A published Uniswap V3 build file's creation bytecode. */
function published(file: string): Hex {
  return (require(file) as { bytecode: Hex }).bytecode
}

const factoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
  'function enableFeeAmount(uint24 fee, int24 tickSpacing)',
])
const positionManagerAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const poolAbi = parseAbi(['function increaseObservationCardinalityNext(uint16 next)'])
const tokenAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function deposit() payable',
])

/** The tick spacing of each fee tier: the factory's own three, and 0.01 % as on mainnet. */
const TICK_SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
const MAX_TICK = 887_272
const DEADLINE = 2n ** 40n
const MAX_UINT256 = 2n ** 256n - 1n
const NO_ADDRESS: Address = '0x0000000000000000000000000000000000000000'

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
 * Deploys Uniswap V3 from its published builds (`@uniswap/v3-core`'s UniswapV3Factory,
 * `@uniswap/v3-periphery`'s NonfungiblePositionManager, SwapRouter and QuoterV2, and
 * `@uniswap/swap-router-contracts`' SwapRouter02, whose pool-address code hashes match the
 * published V3 pool and V2 pair the factories carry) from anvil's first account, beside the
 * devnet's WETH, with the four fee tiers mainnet has (0.01 % enabled after deployment).
 * SwapRouter02 trades V2 pairs too when given the devnet's V2 `factoryV2`.
 * @example
 * const v3 = await deployUniswapV3(anvil.rpcUrl, { weth: uniswap.weth, factoryV2: uniswap.factory })
 */
export async function deployUniswapV3(
  rpcUrl: string,
  options: { weth: Address; factoryV2?: Address },
): Promise<UniswapV3Devnet> {
  const from = (anvilAccounts[0] as { address: Address }).address
  const deploy = async (bytecode: Hex, args: Hex, name: string) => {
    const receipt = await sendFromDevAccount(
      rpcUrl,
      { from, data: `${bytecode}${args.slice(2)}` as Hex },
      `deploying ${name}`,
    )
    return receipt.contractAddress as Address
  }
  const factory = await deploy(
    published('@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json'),
    '0x',
    'UniswapV3Factory',
  )
  // The factory is deployed with 0.05, 0.3 and 1 %; mainnet's governance added 0.01 % later.
  await sendFromDevAccount(
    rpcUrl,
    {
      from,
      to: factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'enableFeeAmount',
        args: [100, TICK_SPACING[100] ?? 1],
      }),
    },
    'enabling the 0.01 % fee tier',
  )
  const peripheryArgs = (extra: Address[]) =>
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, ...extra.map(() => ({ type: 'address' }))],
      [factory, options.weth, ...extra],
    )
  const positionManager = await deploy(
    published(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ),
    // No token descriptor: it only draws the positions' NFTs.
    peripheryArgs([NO_ADDRESS]),
    'NonfungiblePositionManager',
  )
  const swapRouter = await deploy(
    published('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
    peripheryArgs([]),
    'SwapRouter',
  )
  const quoterV2 = await deploy(
    published('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
    peripheryArgs([]),
    'QuoterV2',
  )
  const swapRouter02 = await deploy(
    published(
      '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
    ),
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'address' }, { type: 'address' }],
      [options.factoryV2 ?? NO_ADDRESS, factory, positionManager, options.weth],
    ),
    'SwapRouter02',
  )
  return { factory, positionManager, swapRouter, quoterV2, swapRouter02 }
}

/** The integer square root of `value` (Newton's method). */
function sqrtBigInt(value: bigint): bigint {
  if (value < 2n) return value
  let x = value
  let y = (x + 1n) / 2n
  while (y < x) {
    x = y
    y = (x + value / x) / 2n
  }
  return x
}

/**
 * Makes (or finds) the pool of two tokens at `fee`, priced by the two amounts given (raw units:
 * `a.amount` of A is worth `b.amount` of B), funds it with them over the whole price range from
 * anvil's first account (minting test tokens, wrapping ether for WETH, or taking what it `held`
 * of a token that cannot mint), and lets it keep `observations` prices for time-weighted reads.
 * Returns the pool's address.
 * @example
 * const pool = await addUniswapV3Pool(rpcUrl, v3, {
 *   a: { address: weth, amount: parseEther('100'), wrap: true },
 *   b: { address: usdt, amount: 300_000n * 10n ** 6n },
 *   fee: 3000,
 * })
 */
export async function addUniswapV3Pool(
  rpcUrl: string,
  v3: UniswapV3Devnet,
  options: {
    a: { address: Address; amount: bigint; wrap?: boolean; held?: boolean }
    b: { address: Address; amount: bigint; wrap?: boolean; held?: boolean }
    fee: 100 | 500 | 3000 | 10000
    observations?: number
  },
): Promise<Address> {
  const from = (anvilAccounts[0] as { address: Address }).address
  const call = (to: Address, data: Hex, what: string, value?: bigint) =>
    sendFromDevAccount(rpcUrl, { from, to, data, value }, what)
  const [token0, token1] =
    options.a.address.toLowerCase() < options.b.address.toLowerCase()
      ? [options.a, options.b]
      : [options.b, options.a]
  for (const token of [token0, token1]) {
    if (token.wrap) {
      await call(
        token.address,
        encodeFunctionData({ abi: tokenAbi, functionName: 'deposit' }),
        'wrapping ether',
        token.amount,
      )
    } else if (!token.held) {
      await call(
        token.address,
        encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [from, token.amount] }),
        'minting',
      )
    }
    // To 0 first: a USDT-style token refuses to change one allowance to another.
    for (const amount of [0n, MAX_UINT256]) {
      await call(
        token.address,
        encodeFunctionData({
          abi: tokenAbi,
          functionName: 'approve',
          args: [v3.positionManager, amount],
        }),
        `approving ${amount === 0n ? 'nothing' : 'all'} of ${token.address}`,
      )
    }
  }
  // token1 per token0 in raw units, as a Q64.96 square root.
  const sqrtPriceX96 = sqrtBigInt((token1.amount << 192n) / token0.amount)
  await call(
    v3.positionManager,
    encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0.address, token1.address, options.fee, sqrtPriceX96],
    }),
    'creating the pool',
  )
  const pool = (await rpcRequest(rpcUrl, 'eth_call', [
    {
      to: v3.factory,
      data: encodeFunctionData({
        abi: factoryAbi,
        functionName: 'getPool',
        args: [token0.address, token1.address, options.fee],
      }),
    },
    'latest',
  ])) as Hex
  const address = `0x${pool.slice(-40)}` as Address
  await call(
    address,
    encodeFunctionData({
      abi: poolAbi,
      functionName: 'increaseObservationCardinalityNext',
      args: [options.observations ?? 100],
    }),
    'keeping observations',
  )
  const spacing = TICK_SPACING[options.fee] ?? 60
  const tickUpper = Math.trunc(MAX_TICK / spacing) * spacing
  await call(
    v3.positionManager,
    encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'mint',
      args: [
        {
          token0: token0.address,
          token1: token1.address,
          fee: options.fee,
          tickLower: -tickUpper,
          tickUpper,
          amount0Desired: token0.amount,
          amount1Desired: token1.amount,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: from,
          deadline: DEADLINE,
        },
      ],
    }),
    'adding liquidity',
  )
  return address
}

const swapRouterAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
])

/**
 * Sells `amountIn` of `tokenIn` for `tokenOut` in their pool at `fee` through the devnet's swap
 * router, as `from` (one of anvil's unlocked accounts), whatever comes out; `wrap` pays in ether
 * for WETH. Returns the receipt.
 * @example
 * await swapOnUniswapV3(rpcUrl, v3, { from, tokenIn: weth, tokenOut: usdt, fee: 3000, amountIn: parseEther('1'), wrap: true })
 */
export function swapOnUniswapV3(
  rpcUrl: string,
  v3: UniswapV3Devnet,
  swap: {
    from: Address
    tokenIn: Address
    tokenOut: Address
    fee: number
    amountIn: bigint
    wrap?: boolean
  },
) {
  const data = encodeFunctionData({
    abi: swapRouterAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn: swap.tokenIn,
        tokenOut: swap.tokenOut,
        fee: swap.fee,
        recipient: swap.from,
        deadline: DEADLINE,
        amountIn: swap.amountIn,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  })
  return sendFromDevAccount(
    rpcUrl,
    {
      from: swap.from,
      to: v3.swapRouter,
      data,
      value: swap.wrap ? swap.amountIn : undefined,
      gas: 400_000n,
    },
    'swapping on Uniswap V3',
  )
}
