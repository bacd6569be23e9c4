import { Hono } from 'hono'
import { erc20Abi, maxUint256 } from 'viem'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { swapRouterOf } from './ConvertChain'
import { allowanceQuery, gasPriceQuery, quotesQuery, tokensQuery } from './convertSchemas'
import type { ConvertContext } from './createConvertContext'
import { quoteSwap } from './quoteSwap'
import { requireConvertChain, resolveSwapToken, resolveUserAddress } from './resolveSwapToken'

/**
 * The swap API's reads: tokens, quotes, gas price and allowance.
 * @example
 * app.route('/', createConvertReadRoutes(context))
 */
export function createConvertReadRoutes(context: ConvertContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/convert/tokens', (c) => {
    const query = parseInput(tokensQuery, c.req.query(), 'query')
    const chain = requireConvertChain(context.chains, query.chainId)
    const base = context.baseUrl(c)
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
    const { chain, from, to } = context.swapPair(query.from, query.to)
    resolveUserAddress(query.userAddress, 'userAddress', chain)
    const quote = await quoteSwap({
      chain,
      pairs: context.pairs,
      v3Pools: context.v3Pools,
      from,
      to,
      amountIn: query.amount,
      maxPriceImpactPercent: context.maxPriceImpactPercent,
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
    const chain = requireConvertChain(context.chains, query.chainId, 'GAS_PRICE_NOT_SUPPORTED')
    const standard = await context.upstream(chain, context.gasPriceOf(chain))
    // `fast` and `instant` are only typed by clients: a quarter and a half more.
    return c.json({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const query = parseInput(allowanceQuery, c.req.query(), 'query')
    const { chain, token } = resolveSwapToken(context.chains, query.tokenAddress, 'tokenAddress')
    const user = resolveUserAddress(query.userAddress, 'userAddress', chain)
    // The native token is sent with the swap itself: nothing to approve.
    if (token.native) return c.json({ allowance: maxUint256.toString() })
    const allowance = await context.upstream(chain, () =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [user, swapRouterOf(chain)],
      }),
    )
    return c.json({ allowance: allowance.toString() })
  })
  return app
}
