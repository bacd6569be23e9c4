import { type Address, erc20Abi, type PublicClient, parseAbi } from 'viem'

const factoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address)',
])
const poolAbi = parseAbi([
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
])
const NO_POOL = '0x0000000000000000000000000000000000000000'

/**
 * One side of a price: the token priced, and what it is priced against (its address, decimals
 * and dollars per whole unit).
 * @example const quote: TwapQuote = { address: usdc, decimals: 6, usd: 1 }
 */
export type TwapQuote = { address: Address; decimals: number; usd: number }

/**
 * The time-weighted dollars per whole `token` from its deepest Uniswap V3 pool with `quote` among
 * `feeTiers`: pools holding less than `minLiquidityUsd` of `quote` are passed over, and a pool
 * too young for the `twapSeconds` window (its `observe` reverts) gives nothing. Undefined when no
 * pool qualifies; also answers the depth used, so the caller can weigh pools against each other.
 * @example
 * const read = await readTwapPrice(client, { factory, feeTiers: [500, 3000], twapSeconds: 1800, minLiquidityUsd: 50_000 }, weth, 18, usdc)
 */
export async function readTwapPrice(
  client: PublicClient,
  settings: {
    factory: Address
    feeTiers: readonly number[]
    twapSeconds: number
    minLiquidityUsd: number
  },
  token: Address,
  decimals: number,
  quote: TwapQuote,
): Promise<{ usd: number; depthUsd: number } | undefined> {
  const pools = await Promise.all(
    settings.feeTiers.map(async (fee) => {
      const pool = await client.readContract({
        address: settings.factory,
        abi: factoryAbi,
        functionName: 'getPool',
        args: [token, quote.address, fee],
      })
      if (pool === NO_POOL) return undefined
      const held = await client.readContract({
        address: quote.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [pool],
      })
      return { pool, depthUsd: (Number(held) / 10 ** quote.decimals) * quote.usd }
    }),
  )
  const deepest = pools
    .filter((pool) => pool !== undefined && pool.depthUsd >= settings.minLiquidityUsd)
    .sort((a, b) => (b?.depthUsd ?? 0) - (a?.depthUsd ?? 0))[0]
  if (!deepest) return undefined
  let tickCumulatives: readonly bigint[]
  try {
    ;[tickCumulatives] = await client.readContract({
      address: deepest.pool,
      abi: poolAbi,
      functionName: 'observe',
      args: [[settings.twapSeconds, 0]],
    })
  } catch {
    // 'OLD': the pool keeps no price from that long ago.
    return undefined
  }
  const [then = 0n, now = 0n] = tickCumulatives
  const averageTick = Number(now - then) / settings.twapSeconds
  // The pool's price is token1 per token0 in raw units; the token is token0 when its address sorts first.
  const raw1Per0 = 1.0001 ** averageTick
  const tokenIs0 = token.toLowerCase() < quote.address.toLowerCase()
  const rawQuotePerToken = tokenIs0 ? raw1Per0 : 1 / raw1Per0
  const usd = rawQuotePerToken * 10 ** (decimals - quote.decimals) * quote.usd
  return { usd, depthUsd: deepest.depthUsd }
}
