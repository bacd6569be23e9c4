import type { Clock } from '@portico/server'
import type { Address, Hex } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import { type ConvertChain, type SwapToken, swapRouterOf } from './ConvertChain'
import type { PairReader } from './createPairReader'
import type { V3PoolReader } from './createV3PoolReader'
import { encodeSwapCall } from './encodeSwapCall'
import { encodeSwapRouter02Call } from './encodeSwapRouter02Call'
import { minimumAmountOut } from './minimumAmountOut'
import { quoteSwap } from './quoteSwap'

/** How long a built swap stays valid: the router refuses it after this deadline. */
const DEADLINE_SECONDS = 20n * 60n
/**
 * Gas limits when the client asks for no estimate, by path length: above what the router
 * spends on the devnets (a one-hop swap uses about 110,000, two hops about 170,000, a first
 * transfer of a token to an account 20,000 more), so a swap never runs out of gas.
 */
const GAS_BY_PATH_LENGTH: Record<number, bigint> = { 2: 250_000n, 3: 350_000n }
/**
 * Beside a V3 route's pools (QuoterV2's gas estimate, which grows with the ticks a trade
 * crosses), what SwapRouter02 spends: its multicall, taking the tokens in or wrapping the ether,
 * a first transfer out, and unwrapping for ether out.
 */
const SWAP_ROUTER02_OVERHEAD_GAS = 150_000n

/**
 * A ready-to-sign exact-input swap through the chain's router (SwapRouter02 where the chain has
 * Uniswap V3 swaps, whichever protocol the route takes; else the V2 router): the best current
 * route, the least accepted amount out from the slippage tolerance, a deadline 20 minutes ahead
 * (of the wall clock or the chain's, whichever is later: a devnet's clock may have been moved),
 * the gas price and the gas limit (estimated from the user's account unless `estimate` is false).
 * @example
 * const tx = await buildSwapTransaction({ chain, pairs, v3Pools, clock, from, to, amountIn, user, slippage: 1, estimate: false, maxPriceImpactPercent: 50, gasPrice })
 */
export async function buildSwapTransaction(args: {
  chain: ConvertChain
  pairs: PairReader
  v3Pools: V3PoolReader
  clock: Clock
  from: SwapToken
  to: SwapToken
  amountIn: bigint
  user: Address
  slippage: number
  estimate: boolean
  maxPriceImpactPercent: number
  gasPrice: () => Promise<bigint>
}) {
  const { chain, from, to, amountIn, user } = args
  const quote = await quoteSwap({ ...args })
  const amountOutMin = minimumAmountOut(quote.amountOut, args.slippage)
  let block: { timestamp: bigint }
  let gasPrice: bigint
  try {
    ;[block, gasPrice] = await Promise.all([chain.client.getBlock(), args.gasPrice()])
  } catch (cause) {
    throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
  }
  const now = BigInt(Math.floor(args.clock.now() / 1000))
  const deadline = (block.timestamp > now ? block.timestamp : now) + DEADLINE_SECONDS
  const ends = { amountOutMin, fromNative: from.native, toNative: to.native, recipient: user }
  const call = chain.v3
    ? encodeSwapRouter02Call({ quote, deadline, ...ends })
    : encodeSwapCall({ amountIn, path: quote.path, deadline, ...ends })
  const router = swapRouterOf(chain)
  const table = GAS_BY_PATH_LENGTH[quote.path.length] ?? 350_000n
  const v3Gas = quote.protocol === 'v3' ? quote.gasEstimate + SWAP_ROUTER02_OVERHEAD_GAS : 0n
  const gas = args.estimate
    ? await estimateSwapGas(chain, { account: user, to: router, ...call })
    : v3Gas > table
      ? v3Gas
      : table
  return { router, data: call.data, value: call.value, gas, gasPrice, quote, amountOutMin }
}

async function estimateSwapGas(
  chain: ConvertChain,
  tx: { account: Address; to: Address; data: Hex; value: bigint },
): Promise<bigint> {
  try {
    return await chain.client.estimateGas(tx)
  } catch (cause) {
    // The node's reason (no allowance, balance too low, price moved) is what the user needs.
    const reason =
      cause instanceof Error && 'shortMessage' in cause ? String(cause.shortMessage) : 'reverted'
    throw new GatewayError('SWAP_WOULD_FAIL', {
      cause,
      message: `The swap would fail on chain: ${reason}`,
      reasons: [`the swap would fail on chain: ${reason}`],
    })
  }
}
