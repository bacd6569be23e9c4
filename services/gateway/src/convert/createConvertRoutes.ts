import { DEFAULT_SLIPPAGE } from '@portico/common'
import type { Clock } from '@portico/server'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { buildSwapTransaction } from './buildSwapTransaction'
import type { ConvertChain } from './ConvertChain'
import {
  allowanceQuery,
  buildApproveQuery,
  buildTransactionBody,
  gasPriceQuery,
  quotesQuery,
  tokensQuery,
} from './convertSchemas'
import type { PairReader } from './createPairReader'
import { createTtlCache } from './createTtlCache'
import { quoteSwap } from './quoteSwap'
import { requireConvertChain, resolveSwapToken, resolveUserAddress } from './resolveSwapToken'

/**
 * The swap (convert) API of spec §7 over each chain's Uniswap V2 router, in the shapes
 * existing clients read (spec/api-shapes.md "Swap"): tokens, quotes, gas price, allowance,
 * approval and swap transactions. Chains without a router answer 'Network not supported for
 * Swaps' (gas price: '… for Gas Price').
 * @example
 * app.route('/', createConvertRoutes({ chains: convertChains, pairs, clock, reserveCacheMs: 2_000, maxPriceImpactPercent: 50, baseUrl }))
 */
export function createConvertRoutes(deps: {
  chains: ReadonlyMap<string, ConvertChain>
  pairs: PairReader
  clock: Clock
  /** Gas prices are reused this long, like reserves. */
  reserveCacheMs: number
  maxPriceImpactPercent: number
  /** Where this gateway's token images are served, for the caller. */
  baseUrl: (c: Context) => string
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { chains, pairs } = deps
  const gasPrices = createTtlCache<bigint>(deps.clock)
  const gasPriceOf = (chain: ConvertChain) => () =>
    gasPrices.get(chain.caip2, deps.reserveCacheMs, () => chain.client.getGasPrice())
  const upstream = async <T>(chain: ConvertChain, read: () => Promise<T>): Promise<T> => {
    try {
      return await read()
    } catch (cause) {
      throw new GatewayError('UPSTREAM_UNAVAILABLE', { cause, details: chain.caip2 })
    }
  }
  // Both ends of a swap on one chain with a router, and not the same token.
  const swapPair = (fromId: string, toId: string) => {
    const { chain, token: from } = resolveSwapToken(chains, fromId, 'from')
    const { token: to } = resolveSwapToken(chains, toId, 'to', chain)
    if (from.pathAddress === to.pathAddress) {
      throw new GatewayError('INVALID_PARAMS', {
        message:
          "Invalid parameters 'from' and 'to': the same token (or the native token and WETH)",
      })
    }
    return { chain, from, to }
  }

  app.get('/v1/convert/tokens', (c) => {
    const query = parseInput(tokensQuery, c.req.query(), 'query')
    const chain = requireConvertChain(chains, query.chainId)
    const base = deps.baseUrl(c)
    return c.json({
      tokens: chain.tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: token.caip10,
        decimals: token.decimals,
        logoUri: `${base}/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
      })),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const query = parseInput(quotesQuery, c.req.query(), 'query')
    const { chain, from, to } = swapPair(query.from, query.to)
    resolveUserAddress(query.userAddress, 'userAddress', chain)
    const quote = await quoteSwap({
      chain,
      pairs,
      from,
      to,
      amountIn: query.amount,
      maxPriceImpactPercent: deps.maxPriceImpactPercent,
    })
    return c.json({
      quotes: [
        {
          fromAmount: quote.amountIn.toString(),
          fromAccount: from.caip10,
          toAmount: quote.amountOut.toString(),
          toAccount: to.caip10,
          // Ours: percent, fees left out; and the pools the swap goes through.
          priceImpact: quote.priceImpact,
          path: quote.path.map((address) => `${chain.caip2}:${address}`),
        },
      ],
    })
  })

  app.get('/v1/convert/gas-price', async (c) => {
    const query = parseInput(gasPriceQuery, c.req.query(), 'query')
    const chain = requireConvertChain(chains, query.chainId, 'GAS_PRICE_NOT_SUPPORTED')
    const standard = await upstream(chain, gasPriceOf(chain))
    // `fast` and `instant` are only typed by clients: a quarter and a half more.
    return c.json({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseInput(allowanceQuery, c.req.query(), 'query')
    const { chain, token } = resolveSwapToken(chains, query.tokenAddress, 'tokenAddress')
    const user = resolveUserAddress(query.userAddress, 'userAddress', chain)
    // The native token is sent with the swap itself: nothing to approve.
    if (token.native) return c.json({ allowance: maxUint256.toString() })
    const allowance = await upstream(chain, () =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, chain.convert.router as Address],
      }),
    )
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(buildApproveQuery, c.req.query(), 'query')
    const { chain, from } = swapPair(query.from, query.to)
    const user = resolveUserAddress(query.userAddress, 'userAddress', chain)
    if (from.native) {
      throw new GatewayError('INVALID_PARAMS', {
        message: "Invalid parameter 'from': the native token needs no approval",
      })
    }
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.convert.router as Address, query.amount ?? maxUint256],
    })
    const [gasPrice, gas] = await upstream(chain, () =>
      Promise.all([
        gasPriceOf(chain)(),
        chain.client.estimateGas({ account: user, to: from.address, data }),
      ]),
    )
    // Clients send the approval to the address part of `tx.from`: the token contract.
    return c.json({
      tx: {
        from: from.caip10,
        to: from.caip10,
        data,
        value: '0',
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body = parseInput(buildTransactionBody, await readJsonBody(c), 'body')
    const { chain, from, to } = swapPair(body.from, body.to)
    const user = resolveUserAddress(body.userAddress, 'userAddress', chain)
    const built = await buildSwapTransaction({
      chain,
      pairs,
      clock: deps.clock,
      from,
      to,
      amountIn: body.amount,
      user,
      slippage: body.eip155?.slippage ?? DEFAULT_SLIPPAGE,
      estimate: body.disableEstimate !== true,
      maxPriceImpactPercent: deps.maxPriceImpactPercent,
      gasPrice: gasPriceOf(chain),
    })
    return c.json({
      tx: {
        from: `${chain.caip2}:${user}`,
        to: `${chain.caip2}:${built.router}`,
        data: built.data,
        amount: body.amount.toString(),
        // Ours: the ether the call carries (the amount for a native source), and the least
        // amount out the router accepts.
        value: built.value.toString(),
        amountOutMin: built.amountOutMin.toString(),
        eip155: { gas: built.gas.toString(), gasPrice: built.gasPrice.toString() },
      },
    })
  })

  return app
}
