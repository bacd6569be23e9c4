import {
  buildApproveResponseSchema,
  buildTransactionResponseSchema,
  convertQuotesResponseSchema,
  convertTokensResponseSchema,
  gasPriceResponseSchema,
} from '@portico/common/schemas/api'
import {
  anvilAccounts,
  devnetChain,
  rpcRequest,
  uniswapV2AmountOut,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import {
  type Address,
  createWalletClient,
  decodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  http,
  maxUint256,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import {
  convertBuyer,
  expectGatewayError,
  startConvertTestBed,
} from '../testing/startConvertTestBed'

// One devnet with Uniswap V2 and a gateway in front of it, for the whole file.
const bed = await startConvertTestBed()
const { devnet, tokens, uniswap, lone, client, clock, get, post, ETH, PTT, USDT, CHAIN } = bed

afterAll(async () => {
  await bed.stop()
})

const routerQuote = (amountIn: bigint, path: Address[]) =>
  uniswapV2AmountOut(devnet.rpcUrl, uniswap.router, amountIn, path)
const pathAddress = (caip10: string) =>
  (caip10 === ETH ? uniswap.weth : caip10.split(':')[2]) as Address
// Fresh reserves for the next call: the cache keeps them 2 s.
const expireCache = () => clock.advance(10_000)
const quote = async (from: string, to: string, amount: bigint) => {
  const res = await get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: buyer.address,
    from,
    to,
    gasPrice: '1000000000',
  })
  expect(res.status).toBe(200)
  const body = await res.json()
  const [first] = convertQuotesResponseSchema.parse(body).quotes
  const extra = body.quotes[0] as { path: string[]; priceImpact: number }
  return {
    path: extra.path,
    priceImpact: extra.priceImpact,
    toAmount: BigInt(first?.toAmount ?? '0'),
  }
}
const buyer = convertBuyer
const wallet = () =>
  createWalletClient({
    account: buyer,
    transport: http(devnet.rpcUrl),
    chain: devnetChain(31337, devnet.rpcUrl),
  })
const balanceOf = (token: Address, owner: Address = buyer.address) =>
  readTokenBalance(client, token, owner)
const expectError = expectGatewayError

describe('GET /v1/convert/tokens', () => {
  it('lists the native token first, then the chain tokens, as CAIP-10 with decimals and logos', async () => {
    const res = await get('/v1/convert/tokens', { chainId: CHAIN })
    expect(res.status).toBe(200)
    const { tokens: listed } = convertTokensResponseSchema.parse(await res.json())
    expect(listed).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        address: ETH,
        decimals: 18,
        logoUri: 'http://127.0.0.1:8787/public/getTokenImage/ETH',
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        address: PTT,
        decimals: 18,
        logoUri: 'http://127.0.0.1:8787/public/getTokenImage/PTT',
      },
      {
        name: 'Test Tether USD',
        symbol: 'tUSDT',
        address: USDT,
        decimals: 6,
        logoUri: 'http://127.0.0.1:8787/public/getTokenImage/tUSDT',
      },
      {
        name: 'Lonely Token',
        symbol: 'LONE',
        address: `${CHAIN}:${getAddress(lone)}`,
        decimals: 18,
        logoUri: 'http://127.0.0.1:8787/public/getTokenImage/LONE',
      },
    ])
  })

  it("answers 'Network not supported for Swaps' on a chain without a router", async () => {
    for (const chainId of ['eip155:31338', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      const body = await expectError(
        await get('/v1/convert/tokens', { chainId }),
        400,
        'SWAPS_NOT_SUPPORTED',
      )
      expect(body.message).toBe('Network not supported for Swaps')
    }
    await expectError(await get('/v1/convert/tokens', {}), 400, 'INVALID_PARAMS')
  })
})

describe('GET /v1/convert/quotes', () => {
  it("answers the router's own getAmountsOut through the best of the candidate paths", async () => {
    expireCache()
    const cases: [string, string, bigint][] = [
      [ETH, PTT, parseEther('1')],
      [ETH, USDT, parseEther('0.25')],
      [PTT, ETH, parseEther('5000')],
      [PTT, USDT, parseEther('1234.5678')],
      [USDT, PTT, parseUnits('999.99', 6)],
      [USDT, ETH, parseUnits('30000', 6)],
      [PTT, USDT, parseEther('300000')],
    ]
    for (const [from, to, amount] of cases) {
      const answer = await quote(from, to, amount)
      const [a, b] = [pathAddress(from), pathAddress(to)]
      const candidates = [
        [a, b],
        ...[uniswap.weth, tokens.tetherStyle.address]
          .filter((mid) => mid !== a && mid !== b)
          .map((mid) => [a, mid, b]),
      ]
      const outs = await Promise.all(candidates.map((path) => routerQuote(amount, path)))
      // bigints: Math.max does not take them.
      let best = 0n
      for (const out of outs) if (out > best) best = out
      expect(answer.toAmount).toBe(best)
      const chosen = candidates[outs.indexOf(best)] ?? []
      expect(answer.path).toEqual(chosen.map((address) => `${CHAIN}:${address}`))
      expect(answer.priceImpact).toBeGreaterThanOrEqual(0)
    }
  })

  it('reports the price impact of the trade size, leaving out the fee', async () => {
    expireCache()
    // 0.001 % of the pool: no impact to speak of; 10 % of the pool: about 9 %.
    expect((await quote(ETH, USDT, parseEther('0.01'))).priceImpact).toBeLessThan(0.01)
    const big = await quote(ETH, USDT, parseEther('100'))
    expect(big.priceImpact).toBeGreaterThan(8.5)
    expect(big.priceImpact).toBeLessThan(9.5)
  })

  it("says 'insufficient liquidity' in reasons[0].description when no pool can fill the trade", async () => {
    expireCache()
    for (const [from, to, amount] of [
      [ETH, `${CHAIN}:${lone}`, parseEther('1')], // no pool at all
      [PTT, USDT, 1n], // dust: the pools pay out nothing
      [ETH, PTT, parseEther('5000')], // would take most of the pool
    ] as const) {
      const body = await expectError(
        await get('/v1/convert/quotes', {
          amount: amount.toString(),
          userAddress: buyer.address,
          from,
          to,
        }),
        422,
        'INSUFFICIENT_LIQUIDITY',
      )
      expect(body.reasons?.[0]?.description).toContain('insufficient liquidity')
    }
  })

  it('takes two hops when that pays more: after the direct pool is flooded', async () => {
    // A seller dumps PTT into the PTT/tUSDT pool directly: PTT is then cheap there, so the
    // next PTT seller does better through WETH.
    const dumper = privateKeyToAccount(anvilAccounts[6]?.privateKey as Hex)
    const dump = createWalletClient({
      account: dumper,
      transport: http(devnet.rpcUrl),
      chain: devnetChain(31337, devnet.rpcUrl),
    })
    const amount = parseEther('200000')
    await client.waitForTransactionReceipt({
      hash: await dump.writeContract({
        address: tokens.erc20.address,
        abi: erc20Abi,
        functionName: 'approve',
        args: [uniswap.router, amount],
      }),
    })
    const receipt = await client.waitForTransactionReceipt({
      hash: await dump.writeContract({
        address: uniswap.router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [
          amount,
          0n,
          [tokens.erc20.address, tokens.tetherStyle.address],
          dumper.address,
          2n ** 40n,
        ],
      }),
    })
    expect(receipt.status).toBe('success')
    expireCache()
    const sell = parseEther('1000')
    const answer = await quote(PTT, USDT, sell)
    expect(answer.path).toEqual([PTT, `${CHAIN}:${uniswap.weth}`, USDT])
    const viaWeth = await routerQuote(sell, [
      tokens.erc20.address,
      uniswap.weth,
      tokens.tetherStyle.address,
    ])
    const direct = await routerQuote(sell, [tokens.erc20.address, tokens.tetherStyle.address])
    expect(viaWeth).toBeGreaterThan(direct)
    expect(answer.toAmount).toBe(viaWeth)
  })
})

describe('GET /v1/convert/gas-price', () => {
  it("answers the chain's gas price in wei", async () => {
    expireCache()
    const res = await get('/v1/convert/gas-price', { chainId: CHAIN })
    expect(res.status).toBe(200)
    const body = gasPriceResponseSchema.parse(await res.json())
    expect(BigInt(body.standard)).toBe(await client.getGasPrice())
    expect(BigInt(body.fast ?? '0')).toBeGreaterThanOrEqual(BigInt(body.standard))
  })

  it("answers 'Network not supported for Gas Price' on a chain without a router", async () => {
    const body = await expectError(
      await get('/v1/convert/gas-price', { chainId: 'eip155:31338' }),
      400,
      'GAS_PRICE_NOT_SUPPORTED',
    )
    expect(body.message).toBe('Network not supported for Gas Price')
  })
})

describe('approve, then swap, from a test account', () => {
  const allowance = async (token: string) => {
    const res = await get('/v1/convert/allowance', {
      tokenAddress: token,
      userAddress: `${CHAIN}:${buyer.address}`,
    })
    expect(res.status).toBe(200)
    return BigInt((await res.json()).allowance)
  }
  // The gas limit the kit's swap client sends with (createSwapClient): the gateway's estimate
  // plus a fifth. An estimate made in the same second as the pair's last trade leaves out the
  // pair's price-accumulator writes, which the swap pays for once it is mined a second later.
  const clientGas = (estimate: string) => (BigInt(estimate) * 12n) / 10n
  const send = async (tx: { to: Address; data: Hex; value?: bigint; gas?: bigint }) => {
    const receipt = await client.waitForTransactionReceipt({
      hash: await wallet().sendTransaction(tx),
    })
    expect(receipt.status).toBe('success')
    return receipt
  }

  it('buys PTT with ETH: the built swap pays at least amountOutMin, within its gas limit', async () => {
    expect(await allowance(ETH)).toBe(maxUint256)
    expireCache()
    const amount = parseEther('0.5')
    const quoted = await quote(ETH, PTT, amount)
    const res = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      projectId: 'p',
      from: ETH,
      to: PTT,
      userAddress: `${CHAIN}:${buyer.address}`,
      disableEstimate: true,
    })
    expect(res.status).toBe(200)
    const { tx } = buildTransactionResponseSchema.parse(await res.json())
    expect(tx.to).toBe(`${CHAIN}:${uniswap.router}`)
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactETHForTokens')
    const [amountOutMin, path, recipient, deadline] = call.args as [
      bigint,
      Address[],
      Address,
      bigint,
    ]
    expect(amountOutMin).toBe((quoted.toAmount * 9_900n) / 10_000n)
    expect(path.map((address) => `${CHAIN}:${address}`)).toEqual(quoted.path)
    expect(path[0]).toBe(uniswap.weth)
    expect(recipient).toBe(buyer.address)
    const { timestamp } = await client.getBlock()
    expect(deadline).toBeGreaterThan(timestamp)

    const before = await balanceOf(tokens.erc20.address)
    // The client sends the transaction to the address part of tx.to, with the amount as value.
    const receipt = await send({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      value: amount,
      gas: BigInt(tx.eip155.gas),
    })
    expect(receipt.gasUsed).toBeLessThan(BigInt(tx.eip155.gas))
    const received = (await balanceOf(tokens.erc20.address)) - before
    expect(received).toBeGreaterThanOrEqual(amountOutMin)
    expect(received).toBe(quoted.toAmount)
  })

  it('sells PTT for tUSDT: allowance short, build-approve, approve, then the estimated swap', async () => {
    // The buyer holds PTT from the devnet's deployment.
    const amount = parseEther('400')
    const pttBefore = await balanceOf(tokens.erc20.address)
    const swapBody = {
      amount: amount.toString(),
      eip155: { slippage: 1 },
      from: PTT,
      to: USDT,
      userAddress: `${CHAIN}:${buyer.address}`,
    }
    expect(await allowance(PTT)).toBe(0n)
    // Without an approval the node refuses the swap: its estimate fails, with the reason.
    const refused = await expectError(
      await post('/v1/convert/build-transaction', swapBody),
      422,
      'SWAP_WOULD_FAIL',
    )
    expect(refused.reasons?.[0]?.description).toMatch(/would fail/)

    const approveRes = await get('/v1/convert/build-approve', {
      userAddress: `${CHAIN}:${buyer.address}`,
      from: PTT,
      to: USDT,
    })
    expect(approveRes.status).toBe(200)
    const { tx: approveTx } = buildApproveResponseSchema.parse(await approveRes.json())
    expect(approveTx.from).toBe(PTT)
    expect(approveTx.value).toBe('0')
    // The client sends the approval to the address part of tx.from.
    await send({ to: approveTx.from.split(':')[2] as Address, data: approveTx.data as Hex })
    expect(await allowance(PTT)).toBe(maxUint256)

    expireCache()
    const quoted = await quote(PTT, USDT, amount)
    const res = await post('/v1/convert/build-transaction', swapBody)
    expect(res.status).toBe(200)
    const { tx } = buildTransactionResponseSchema.parse(await res.json())
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactTokensForTokens')
    expect(call.args[0]).toBe(amount)
    const amountOutMin = call.args[1] as bigint
    expect(amountOutMin).toBe((quoted.toAmount * 9_900n) / 10_000n)
    const before = await balanceOf(tokens.tetherStyle.address)
    const receipt = await send({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      gas: clientGas(tx.eip155.gas),
    })
    // A node's estimate, not the fixed limit of an unestimated build: within a fifth of the use
    // either way (refunds on one side, the accumulator writes above on the other).
    const estimate = BigInt(tx.eip155.gas)
    expect(receipt.gasUsed * 10n).toBeGreaterThan(estimate * 8n)
    expect(receipt.gasUsed * 10n).toBeLessThan(estimate * 12n)
    const received = (await balanceOf(tokens.tetherStyle.address)) - before
    expect(received).toBeGreaterThanOrEqual(amountOutMin)
    expect(received).toBe(quoted.toAmount)
    expect(pttBefore - (await balanceOf(tokens.erc20.address))).toBe(amount)
  })

  it("needs the client's room on its estimate: one made in the pair's last trade's second runs short", async () => {
    // Pin the next block to the second of the last trade: the node then estimates the swap without
    // the pair's price-accumulator writes (no time has passed for the pair). The pinned second is
    // one after the latest block: anvil gives blocks mined within one wall-clock second the same
    // timestamp, and a pair that had only ever traded in one second would still hold zero
    // accumulators, whose first write costs four times what it costs on any live pair.
    const pinned = (await client.getBlock()).timestamp + 1n
    const setNextBlockTime = (seconds: bigint) =>
      rpcRequest(devnet.rpcUrl, 'evm_setNextBlockTimestamp', [toHex(seconds)])
    const buildPttPurchase = async () => {
      expireCache()
      const res = await post('/v1/convert/build-transaction', {
        amount: parseEther('0.1').toString(),
        eip155: { slippage: 1 },
        from: ETH,
        to: PTT,
        userAddress: `${CHAIN}:${buyer.address}`,
      })
      expect(res.status).toBe(200)
      return buildTransactionResponseSchema.parse(await res.json()).tx
    }
    const sendPurchase = async (tx: { to: string; data: string }, gas: bigint) =>
      client.waitForTransactionReceipt({
        hash: await wallet().sendTransaction({
          to: tx.to.split(':')[2] as Address,
          data: tx.data as Hex,
          value: parseEther('0.1'),
          gas,
        }),
      })
    await setNextBlockTime(pinned)
    await sendPurchase(await buildPttPurchase(), 400_000n) // the pair trades at `pinned`
    await setNextBlockTime(pinned)
    const sameSecond = await buildPttPurchase()
    // Mined a minute later, the bare estimate runs out of gas; the same swap with the client's
    // limit goes through.
    await setNextBlockTime(pinned + 60n)
    expect((await sendPurchase(sameSecond, BigInt(sameSecond.eip155.gas))).status).toBe('reverted')
    expect((await sendPurchase(sameSecond, clientGas(sameSecond.eip155.gas))).status).toBe(
      'success',
    )
  })

  it('sells tUSDT for ETH at the slippage asked for (0.5 %), approving exactly the amount', async () => {
    const amount = parseUnits('300', 6)
    const approveRes = await get('/v1/convert/build-approve', {
      userAddress: `${CHAIN}:${buyer.address}`,
      from: USDT,
      to: ETH,
      amount: amount.toString(),
    })
    const { tx: approveTx } = buildApproveResponseSchema.parse(await approveRes.json())
    await send({ to: approveTx.from.split(':')[2] as Address, data: approveTx.data as Hex })
    expect(await allowance(USDT)).toBe(amount)
    expireCache()
    const quoted = await quote(USDT, ETH, amount)
    const res = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: 0.5 },
      from: USDT,
      to: ETH,
      userAddress: `${CHAIN}:${buyer.address}`,
      disableEstimate: true,
    })
    const { tx } = buildTransactionResponseSchema.parse(await res.json())
    const call = decodeFunctionData({ abi: uniswapV2RouterAbi, data: tx.data as Hex })
    expect(call.functionName).toBe('swapExactTokensForETH')
    expect(call.args[1]).toBe((quoted.toAmount * 9_950n) / 10_000n)
    const before = await client.getBalance({ address: buyer.address })
    const receipt = await send({
      to: tx.to.split(':')[2] as Address,
      data: tx.data as Hex,
      gas: clientGas(tx.eip155.gas),
    })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect((await client.getBalance({ address: buyer.address })) - before + fee).toBe(
      quoted.toAmount,
    )
  })
})
