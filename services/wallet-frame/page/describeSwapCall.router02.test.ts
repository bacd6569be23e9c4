import {
  type Anvil,
  addUniswapV3Pool,
  anvilAccounts,
  deployTestTokens,
  deployUniswapV2,
  deployUniswapV3,
  devnetChain,
  startAnvil,
  TEST_SWAP_GAS,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeRouter02Swap } from '../src/testing/encodeRouter02Swap'
import { ROUTER_CALLS_WARNING } from './approvalWarnings'
import { swapRouter02Abi } from './decodeRouterMulticall'
import { describeRequest } from './describeRequest'

// Uniswap's own SwapRouter02 on anvil: the exact-output swap the approval view says is the swap
// the router makes — exactly the PTT named, no more ether kept than the most named, the rest
// handed back by refundETH.
const visitor = privateKeyToAccount(anvilAccounts[4]?.privateKey as Hex)
let anvil: Anvil
let client: PublicClient
let router: Hex
let weth: Hex
let ptt: Hex

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
  const tokens = await deployTestTokens(anvil.rpcUrl)
  const v2 = await deployUniswapV2(anvil.rpcUrl, tokens)
  const v3 = await deployUniswapV3(anvil.rpcUrl, { weth: v2.weth, factoryV2: v2.factory })
  ;[router, weth, ptt] = [v3.swapRouter02, v2.weth, tokens.erc20.address]
  await addUniswapV3Pool(anvil.rpcUrl, v3, {
    a: { address: weth, amount: parseEther('100'), wrap: true },
    b: { address: ptt, amount: parseEther('240000') },
    fee: 500,
  })
}, 180_000)

afterAll(async () => {
  await anvil?.stop()
})

describe('an exact-output swap through SwapRouter02, as the approval view says it', () => {
  const deadline = () => BigInt(Math.floor(Date.now() / 1000) + 3_600)
  const exactly = parseEther('100')
  const most = parseEther('0.05')
  const buyExactly = (refund: boolean) =>
    encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'multicall',
      args: [
        deadline(),
        [
          encodeRouter02Swap('exactOut', {
            route: [weth, ptt],
            amount: exactly,
            bound: most,
            recipient: visitor.address,
          }),
          ...(refund
            ? [encodeFunctionData({ abi: swapRouter02Abi, functionName: 'refundETH' })]
            : []),
        ],
      ],
    })
  const approvalOf = (data: Hex) =>
    describeRequest(
      { kind: 'transaction', tx: { to: router, value: toHex(most), data } },
      {
        chain: { name: 'Anvil', chainId: 31337, nativeCurrency: { symbol: 'ETH', decimals: 18 } },
        read: async (to, call) => (await client.call({ to, data: call })).data ?? '0x',
        own: [visitor.address],
      },
    )
  const send = async (data: Hex) => {
    const wallet = createWalletClient({
      account: visitor,
      chain: devnetChain(31337, anvil.rpcUrl),
      transport: http(),
    })
    // A fixed limit, not the node's estimate: the pool was made in the latest block, and a swap
    // estimated in that block's second but mined in the next one also writes the pool's first
    // price observation, and ran out of gas.
    const hash = await wallet.sendTransaction({ to: router, data, value: most, gas: TEST_SWAP_GAS })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt
  }

  it('buys exactly the PTT named, for at most the ether named, the change refunded', async () => {
    const data = buyExactly(true)
    const d = await approvalOf(data)
    expect(d.summary).toBe('Swap at most 0.05 ETH for exactly 100 PTT')
    expect(d.warnings).toBeUndefined()

    const etherBefore = await client.getBalance({ address: visitor.address })
    const pttBefore = await readTokenBalance(client, ptt, visitor.address)
    const receipt = await send(data)
    expect((await readTokenBalance(client, ptt, visitor.address)) - pttBefore).toBe(exactly)
    const spent =
      etherBefore -
      (await client.getBalance({ address: visitor.address })) -
      receipt.gasUsed * receipt.effectiveGasPrice
    // 100 PTT at 2,400 a ether cost about 0.0417 ETH: the rest of the 0.05 came back.
    expect(spent).toBeGreaterThan(parseEther('0.04'))
    expect(spent).toBeLessThan(most)
    expect(await client.getBalance({ address: router })).toBe(0n)
  })

  it('names the calls of the same swap without refundETH, whose change the router keeps', async () => {
    const data = buyExactly(false)
    const d = await approvalOf(data)
    expect(d.summary).toBe('Router calls: exactOutputSingle')
    expect(d.warnings).toEqual([ROUTER_CALLS_WARNING])
    await send(data)
    // Left in the router for whoever calls refundETH next.
    expect(await client.getBalance({ address: router })).toBeGreaterThan(0n)
  })
})
