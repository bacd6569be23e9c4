import type { Address, Hex } from 'viem'
import { encodeStaticCall, STATIC_SELECTORS } from './encodeStaticCall'
import { rpcBatch } from './rpcBatch'
import { type DevnetTransaction, sendTransactions } from './sendTransactions'
import { anvilAccounts } from './testAccounts'
import type { UniswapV3Devnet } from './uniswapV3'

/**
 * One pool of {@link addUniswapV3Pools}: two tokens priced by the amounts given (raw units:
 * `a.amount` of A is worth `b.amount` of B), each minted (test tokens), wrapped from ether
 * (`wrap`, for WETH) or taken from what the provider `held`; its fee tier; how many prices it
 * keeps for time-weighted reads (`observations`, 100 by default).
 * @example
 * const pool: UniswapV3Pool = { a: { address: weth, amount: parseEther('100'), wrap: true }, b: { address: usdt, amount: 300_000n * 10n ** 6n }, fee: 3000 }
 */
export type UniswapV3Pool = {
  a: { address: Address; amount: bigint; wrap?: boolean; held?: boolean }
  b: { address: Address; amount: bigint; wrap?: boolean; held?: boolean }
  fee: 100 | 500 | 3000 | 10000
  observations?: number
}

/** The tick spacing of each fee tier: the factory's own three, and 0.01 % as on mainnet. */
const TICK_SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }
const MAX_TICK = 887_272
const DEADLINE = 2n ** 40n
const MAX_UINT256 = 2n ** 256n - 1n

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

/** What makes and funds one pool, in order: each token's funding and allowance, the pool, its liquidity. */
function poolTransactions(v3: UniswapV3Devnet, pool: UniswapV3Pool, from: Address) {
  const [token0, token1] =
    pool.a.address.toLowerCase() < pool.b.address.toLowerCase()
      ? [pool.a, pool.b]
      : [pool.b, pool.a]
  const txs: DevnetTransaction[] = []
  const call = (to: Address, data: Hex, gas: bigint, what: string, value?: bigint) =>
    txs.push({ to, data, gas, what, value })
  for (const token of [token0, token1]) {
    if (token.wrap) {
      call(token.address, STATIC_SELECTORS['deposit()'], 100_000n, 'wrapping ether', token.amount)
    } else if (!token.held) {
      const mint = encodeStaticCall(STATIC_SELECTORS['mint(address,uint256)'], [from, token.amount])
      call(token.address, mint, 200_000n, `minting ${token.address}`)
    }
    // To 0 first: a USDT-style token refuses to change one allowance to another.
    for (const amount of [0n, MAX_UINT256]) {
      const approve = encodeStaticCall(STATIC_SELECTORS['approve(address,uint256)'], [
        v3.positionManager,
        amount,
      ])
      call(
        token.address,
        approve,
        100_000n,
        `approving ${amount === 0n ? 'nothing' : 'all'} of ${token.address}`,
      )
    }
  }
  // token1 per token0 in raw units, as a Q64.96 square root.
  const sqrtPriceX96 = sqrtBigInt((token1.amount << 192n) / token0.amount)
  const fee = BigInt(pool.fee)
  const create = encodeStaticCall(
    STATIC_SELECTORS['createAndInitializePoolIfNecessary(address,address,uint24,uint160)'],
    [token0.address, token1.address, fee, sqrtPriceX96],
  )
  // A pool's deployment uses about 4.9 M.
  call(v3.positionManager, create, 6_000_000n, 'creating the pool')
  const spacing = TICK_SPACING[pool.fee] ?? 60
  const tickUpper = BigInt(Math.trunc(MAX_TICK / spacing) * spacing)
  const mint = encodeStaticCall(
    STATIC_SELECTORS[
      'mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))'
    ],
    [
      token0.address,
      token1.address,
      fee,
      -tickUpper,
      tickUpper,
      token0.amount,
      token1.amount,
      0n,
      0n,
      from,
      DEADLINE,
    ],
  )
  call(v3.positionManager, mint, 1_000_000n, 'adding liquidity')
  return { txs, token0, token1, fee }
}

/**
 * Makes (or finds) each pool of two tokens at its fee tier, priced by the amounts given, funds it
 * with them over the whole price range from `from` (anvil's first account by default; one it
 * impersonates works too), and lets it keep `observations` prices for time-weighted reads. One
 * JSON-RPC batch makes and funds them all, a second finds them, a third sets their
 * observations. Answers the pools' addresses, in the order given.
 * @example
 * const [ethUsdt, pttUsdt] = await addUniswapV3Pools(rpcUrl, v3, [ethUsdtPool, pttUsdtPool])
 */
export async function addUniswapV3Pools(
  rpcUrl: string,
  v3: UniswapV3Devnet,
  pools: readonly UniswapV3Pool[],
  from: Address = (anvilAccounts[0] as { address: Address }).address,
): Promise<Address[]> {
  const made = pools.map((pool) => poolTransactions(v3, pool, from))
  await sendTransactions(
    rpcUrl,
    from,
    made.flatMap(({ txs }) => txs),
  )
  const found = await rpcBatch(
    rpcUrl,
    made.map(({ token0, token1, fee }) => ({
      method: 'eth_call',
      params: [
        {
          to: v3.factory,
          data: encodeStaticCall(STATIC_SELECTORS['getPool(address,address,uint24)'], [
            token0.address,
            token1.address,
            fee,
          ]),
        },
        'latest',
      ],
    })),
  )
  const addresses = found.map((word) => `0x${String(word).slice(-40)}` as Address)
  await sendTransactions(
    rpcUrl,
    from,
    addresses.map((pool, index) => {
      const observations = BigInt(pools[index]?.observations ?? 100)
      return {
        to: pool,
        data: encodeStaticCall(STATIC_SELECTORS['increaseObservationCardinalityNext(uint16)'], [
          observations,
        ]),
        // A first write of each slot the pool will keep.
        gas: 100_000n + 25_000n * observations,
        what: 'keeping observations',
      }
    }),
  )
  return addresses
}

/**
 * {@link addUniswapV3Pools} for one pool: makes (or finds) it, funds it from `from` (anvil's
 * first account by default) and answers its address.
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
  pool: UniswapV3Pool & { from?: Address },
): Promise<Address> {
  const [address] = await addUniswapV3Pools(rpcUrl, v3, [pool], pool.from)
  if (!address) throw new Error(`no Uniswap V3 pool on ${rpcUrl}`)
  return address
}
