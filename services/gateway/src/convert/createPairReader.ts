import type { Clock } from '@portico/server'
import { type Address, parseAbi, zeroAddress } from 'viem'
import type { ConvertChain } from './ConvertChain'
import { createTtlCache } from './createTtlCache'

const factoryAbi = parseAbi([
  'function getPair(address tokenA, address tokenB) view returns (address pair)',
])
const pairAbi = parseAbi([
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

/**
 * A pool's reserves, in the order the caller named its tokens.
 * @example const { reserveIn, reserveOut }: PairReserves = await pairs.read(chain, a, b)
 */
export type PairReserves = { pair: Address; reserveIn: bigint; reserveOut: bigint }

/**
 * Reads Uniswap V2 pools through each chain's factory, with a short cache: a pair's address is
 * kept for good once it exists (pairs never move), a missing pair and every pool's reserves for
 * `ttlMs`. Concurrent reads of one pool share a single request, and reads made in the same tick
 * go out as one JSON-RPC batch (the chain clients batch), so a warm quote reads nothing.
 * @example
 * const pairs = createPairReader({ clock, ttlMs: 2_000 })
 * const reserves = await pairs.read(chain, weth, usdt) // null when no pool exists
 */
export function createPairReader(options: { clock: Clock; ttlMs: number }) {
  const addresses = createTtlCache<Address>(options.clock)
  const reserves = createTtlCache<readonly [bigint, bigint]>(options.clock)

  function pairAddress(chain: ConvertChain, token0: Address, token1: Address) {
    const key = `${chain.caip2}|${token0}|${token1}`
    return addresses.get(key, options.ttlMs, async () => {
      const pair = await chain.client.readContract({
        address: chain.convert.factory as Address,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [token0, token1],
      })
      // A pair, once created, stays at its address: keep the answer for good.
      if (pair !== zeroAddress) {
        addresses.set(key, Number.POSITIVE_INFINITY, pair)
      }
      return pair
    })
  }

  return {
    /**
     * The reserves of the pool of `tokenIn` and `tokenOut` (router path addresses), ordered
     * in → out; null when the factory has no such pool.
     */
    async read(chain: ConvertChain, tokenIn: Address, tokenOut: Address) {
      const flipped = BigInt(tokenIn) > BigInt(tokenOut)
      const [token0, token1] = flipped ? [tokenOut, tokenIn] : [tokenIn, tokenOut]
      const pair = await pairAddress(chain, token0, token1)
      if (pair === zeroAddress) return null
      const [reserve0, reserve1] = await reserves.get(
        `${chain.caip2}|${pair}`,
        options.ttlMs,
        async () => {
          const [r0, r1] = await chain.client.readContract({
            address: pair,
            abi: pairAbi,
            functionName: 'getReserves',
          })
          return [r0, r1] as const
        },
      )
      return flipped
        ? { pair, reserveIn: reserve1, reserveOut: reserve0 }
        : { pair, reserveIn: reserve0, reserveOut: reserve1 }
    },
  }
}

/** The reader made by {@link createPairReader}. @example const pairs: PairReader = createPairReader(o) */
export type PairReader = ReturnType<typeof createPairReader>
