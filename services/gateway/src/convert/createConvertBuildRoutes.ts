import { DEFAULT_SLIPPAGE } from '@portico/common'
import { Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { GatewayError } from '../errors/GatewayError'
import type { AppEnv } from '../http/AppEnv'
import { parseInput } from '../http/parseInput'
import { readJsonBody } from '../http/readJsonBody'
import { buildSwapTransaction } from './buildSwapTransaction'
import { swapRouterOf } from './ConvertChain'
import { buildApproveQuery, buildTransactionBody } from './convertSchemas'
import type { ConvertContext } from './createConvertContext'
import { resolveUserAddress } from './resolveSwapToken'

/**
 * The swap API's transactions to sign: the token approval and the swap itself.
 * @example
 * app.route('/', createConvertBuildRoutes(context))
 */
export function createConvertBuildRoutes(context: ConvertContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.get('/v1/convert/build-approve', async (c) => {
    const query = parseInput(buildApproveQuery, c.req.query(), 'query')
    const { chain, from } = context.swapPair(query.from, query.to)
    const user = resolveUserAddress(query.userAddress, 'userAddress', chain)
    if (from.native) {
      throw new GatewayError('INVALID_PARAMS', {
        message: "Invalid parameter 'from': the native token needs no approval",
      })
    }
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      // The router the built swap goes to: SwapRouter02 where V3 swaps are set up.
      args: [swapRouterOf(chain), query.amount ?? maxUint256],
    })
    const [gasPrice, gas] = await context.upstream(chain, () =>
      Promise.all([
        context.gasPriceOf(chain)(),
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
    const { chain, from, to } = context.swapPair(body.from, body.to)
    const user = resolveUserAddress(body.userAddress, 'userAddress', chain)
    const built = await buildSwapTransaction({
      chain,
      pairs: context.pairs,
      v3Pools: context.v3Pools,
      clock: context.clock,
      from,
      to,
      amountIn: body.amount,
      user,
      slippage: body.eip155?.slippage ?? DEFAULT_SLIPPAGE,
      estimate: body.disableEstimate !== true,
      maxPriceImpactPercent: context.maxPriceImpactPercent,
      gasPrice: context.gasPriceOf(chain),
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
