import type { Clock } from '@portico/server'
import { type Address, parseAbi, zeroAddress } from 'viem'
import type { ConvertChain } from './ConvertChain'
import { createTtlCache } from './createTtlCache'

const factoryAbi = parseAbi([
  'function getPool(address tokenA, address tokenB, uint24 fee) view returns (address pool)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
  'function liquidity() view returns (uint128)',
])

/**
 * A Uniswap V3 pool one hop could trade through: its fee tier, its price before the trade and
 * the liquidity in range, and whether the hop sells token0 for token1 (`zeroForOne`).
 * @example const { fee, sqrtPriceX96, liquidity }: V3Pool = (await v3Pools.read(chain, a, b))[0]
 */
export type V3Pool = {
  pool: Address
  fee: number
  sqrtPriceX96: bigint
  liquidity: bigint
  zeroForOne: boolean
}

/**
 * Reads a chain's Uniswap V3 pools between two tokens over its swap fee tiers, with a short
 * cache like {@link createPairReader}'s: a pool's address is kept for good once it exists, a
 * missing pool and each pool's price and liquidity for `ttlMs`; reads made in one tick go out as
 * one JSON-RPC batch.
 * @example
 * const v3Pools = createV3PoolReader({ clock, ttlMs: 2_000 })
 * const pools = await v3Pools.read(chain, weth, usdt) // the tiers with liquidity in range
 */
export function createV3PoolReader(options: { clock: Clock; ttlMs: number }) {
  const addresses = createTtlCache<Address>(options.clock)
  const states = createTtlCache<{ sqrtPriceX96: bigint; liquidity: bigint }>(options.clock)

  function poolAddress(chain: ConvertChain, factory: Address, pair: Address[], fee: number) {
    const key = `${chain.caip2}|${pair.join('|')}|${fee}`
    return addresses.get(key, options.ttlMs, async () => {
      const pool = await chain.client.readContract({
        address: factory,
        abi: factoryAbi,
        functionName: 'getPool',
        args: [pair[0] as Address, pair[1] as Address, fee],
      })
      // A pool, once created, stays at its address: keep the answer for good.
      if (pool !== zeroAddress) addresses.set(key, Number.POSITIVE_INFINITY, pool)
      return pool
    })
  }

  function poolState(chain: ConvertChain, pool: Address) {
    return states.get(`${chain.caip2}|${pool}`, options.ttlMs, async () => {
      const [[sqrtPriceX96], liquidity] = await Promise.all([
        chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'slot0' }),
        chain.client.readContract({ address: pool, abi: poolAbi, functionName: 'liquidity' }),
      ])
      return { sqrtPriceX96, liquidity }
    })
  }

  return {
    /**
     * The pools of `tokenIn` and `tokenOut` (router path addresses) at the chain's fee tiers
     * that hold liquidity at their current price; none where the chain has no V3 swaps.
     */
    async read(chain: ConvertChain, tokenIn: Address, tokenOut: Address): Promise<V3Pool[]> {
      const v3 = chain.v3
      if (!v3) return []
      // The pool's token0 is the address that sorts first.
      const zeroForOne = BigInt(tokenIn) < BigInt(tokenOut)
      const pair = zeroForOne ? [tokenIn, tokenOut] : [tokenOut, tokenIn]
      const pools = await Promise.all(
        v3.feeTiers.map(async (fee) => {
          const pool = await poolAddress(chain, v3.factory, pair, fee)
          if (pool === zeroAddress) return undefined
          return { pool, fee, zeroForOne, ...(await poolState(chain, pool)) }
        }),
      )
      return pools.filter((pool): pool is V3Pool => pool !== undefined && pool.liquidity > 0n)
    },
  }
}

/** The reader made by {@link createV3PoolReader}. @example const v3Pools: V3PoolReader = createV3PoolReader(o) */
export type V3PoolReader = ReturnType<typeof createV3PoolReader>
