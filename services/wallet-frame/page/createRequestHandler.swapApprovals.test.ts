import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { deployUniswapV2 } from '@portico/test/devnet/deployUniswapV2'
import { fundAccount } from '@portico/test/devnet/fundAccount'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import type { UniswapV2Devnet } from '@portico/test/devnet/uniswapV2'
import { uniswapV2RouterAbi } from '@portico/test/devnet/uniswapV2RouterAbi'
import {
  createPublicClient,
  encodeFunctionData,
  formatUnits,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createNodeFrame } from '../src/testing/createNodeFrame'
import { logInByMail } from '../src/testing/logInByMail'
import { setUpAnvilTestService } from '../src/testing/setUpAnvilTestService'
import { swapContractNames } from '../src/testing/swapContractNames'
import { roundAmount } from './roundAmount'

// The kit's own swap, as its review showed it ("0.003 ETH for 7.18 PTT"), reaches the embedded
// wallet as router calldata: the frame must say the same thing in words, not a selector and a
// byte count. The calldata is built as the gateway's swap builds it (encodeSwapCall: the router
// ABI, the quote less the 1% default slippage, a deadline 20 minutes ahead).

const stranger = '0x1111111111111111111111111111111111111111'

let frame: ReturnType<typeof createNodeFrame>
let address: Hex
let tokens: DeployedTestTokens
let uniswap: UniswapV2Devnet

const running = setUpAnvilTestService({
  config: async (anvil) => {
    tokens = await deployTestTokens(anvil.rpcUrl)
    uniswap = await deployUniswapV2(anvil.rpcUrl, tokens)
    return {
      chains: [
        {
          chainId: 31337,
          name: 'Anvil',
          rpcUrl: anvil.rpcUrl,
          contracts: swapContractNames(uniswap, tokens),
        },
      ],
    }
  },
})
beforeAll(async () => {
  const { service, mail } = running
  frame = createNodeFrame(service)
  const email = 'swaps@example.com'
  await logInByMail(frame, { service, mail, email, seen: new Set() })
  address = String(((await frame.request('GET_USER', {})) as { address: string }).address) as Hex
}, 60_000)

/** The kit's swap of `amountIn` ETH for PTT to `recipient`, quoted on the devnet's pool. */
async function kitSwap(amountIn: bigint, recipient: Hex) {
  const client = createPublicClient({ transport: http(running.anvil.rpcUrl) })
  const path = [uniswap.weth, tokens.erc20.address] as const
  const amounts = await client.readContract({
    address: uniswap.router,
    abi: uniswapV2RouterAbi,
    functionName: 'getAmountsOut',
    args: [amountIn, [...path]],
  })
  const amountOutMin = ((amounts[1] ?? 0n) * 99n) / 100n
  const deadline = BigInt(Math.floor(Date.now() / 1000) + 20 * 60)
  const data = encodeFunctionData({
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [amountOutMin, [...path], recipient, deadline],
  })
  return { data, amountOutMin, client }
}

describe('the kit’s own swap in the embedded wallet’s approval view', () => {
  it('says the swap with its amounts and tokens, names the router, and the approved swap pays out at least that', async () => {
    const amountIn = parseEther('0.003')
    const { data, amountOutMin, client } = await kitSwap(amountIn, address)
    // The least amount, cut to six significant digits and never above the real one.
    const least = formatUnits(roundAmount(amountOutMin, 18, 'down'), 18)
    expect(least).toMatch(/^7\.\d{1,5}$/)
    expect(parseEther(least)).toBeLessThanOrEqual(amountOutMin)
    await fundAccount(running.anvil.rpcUrl, address, { value: parseEther('0.1') })
    frame.nextDecision(true)
    const hash = await frame.request('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: uniswap.router, value: `0x${amountIn.toString(16)}`, data }],
    })
    const d = frame.asked.at(-1)
    expect(d?.summary).toBe(`Swap 0.003 ETH for at least ${least} PTT`)
    expect(d?.rows).toEqual(
      expect.arrayContaining([
        { label: 'You pay', value: '0.003 ETH' },
        { label: 'You get at least', value: `${least} PTT` },
        { label: 'Token bought', value: `PTT · Portico Test Token · ${tokens.erc20.address}` },
        { label: 'Recipient', value: `Your wallet · ${address}` },
        { label: 'Deadline', value: expect.stringMatching(/ UTC \(in 20 minutes\)$/) },
        { label: 'Contract', value: `Uniswap V2 router · ${uniswap.router}` },
      ]),
    )
    expect(d?.warnings).toBeUndefined()
    expect(d?.rawData).toEqual([{ label: 'Call data · 228 bytes', data }])
    const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
    expect(receipt.status).toBe('success')
    const bought = await readTokenBalance(client, tokens.erc20.address, address)
    expect(bought).toBeGreaterThanOrEqual(amountOutMin)
  })

  it('warns when the swap pays out to someone else', async () => {
    const { data } = await kitSwap(parseEther('0.003'), stranger)
    frame.nextDecision(false)
    await expect(
      frame.request('RPC_REQUEST', {
        method: 'eth_sendTransaction',
        params: [{ from: address, to: uniswap.router, value: '0xaa87bee538000', data }],
      }),
    ).rejects.toThrow('User rejected the request.')
    const d = frame.asked.at(-1)
    expect(d?.summary).toMatch(
      new RegExp(`^Swap 0\\.003 ETH for at least 7\\.\\d+ PTT to ${stranger}$`),
    )
    expect(d?.warnings).toEqual([`The PTT bought go to ${stranger} — not your wallet.`])
  })
})
