import { historyResponseSchema, type Transaction } from '@portico/common/schemas/api'
import {
  anvilAccounts,
  devnetChain,
  TEST_SWAP_GAS,
  uniswapV2AmountOut,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'
import { type GatewayTestDialect, gatewayTestDialects } from '../testing/gatewayTestDialects'
import { indexTestGateway } from '../testing/indexTestGateway'
import { startSwapDevnet } from '../testing/startSwapDevnet'

// USDT-style: approve returns nothing, so viem's erc20Abi would fail to decode its answer.
const tetherAbi = parseAbi(['function approve(address spender, uint256 value)'])

type TestGateway = Awaited<ReturnType<typeof createTestGateway>>
const dialects = await gatewayTestDialects()
const gateways = new Map<GatewayTestDialect, TestGateway>()
const trader = privateKeyToAccount(anvilAccounts[4]?.privateKey as Hex)
// Someone the swap router is not: an approval to them names no one.
const stranger = getAddress(anvilAccounts[7]?.address as Address)
let swap: Awaited<ReturnType<typeof startSwapDevnet>>
let client: PublicClient
const hashes = {
  ethToPtt: '' as Hex,
  approveRouter: '' as Hex,
  approveRouter02: '' as Hex,
  approveStranger: '' as Hex,
  pttToEth: '' as Hex,
}
let pttBought = 0n
let ethBought = 0n

beforeAll(async () => {
  swap = await startSwapDevnet(31337, { uniswapV3: true })
  const { anvil, tokens, uniswap } = swap
  client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
  const wallet = createWalletClient({
    account: trader,
    transport: http(anvil.rpcUrl),
    chain: devnetChain(31337, anvil.rpcUrl),
  })
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`${hash} failed`)
    return hash
  }
  const ptt = tokens.erc20.address
  const quote = (amount: bigint, path: Address[]) =>
    uniswapV2AmountOut(anvil.rpcUrl, uniswap.router, amount, path)

  // 0.1 ETH → PTT: ether out to the router, PTT in from the pool.
  pttBought = await quote(parseEther('0.1'), [uniswap.weth, ptt])
  hashes.ethToPtt = await mined(
    await wallet.writeContract({
      address: uniswap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [uniswap.weth, ptt], trader.address, 2n ** 40n],
      value: parseEther('0.1'),
      gas: TEST_SWAP_GAS,
    }),
  )
  hashes.approveRouter = await mined(
    await wallet.writeContract({
      address: ptt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [uniswap.router, parseEther('100')],
    }),
  )
  hashes.approveRouter02 = await mined(
    await wallet.writeContract({
      address: ptt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [swap.v3?.swapRouter02 as Address, parseEther('100')],
    }),
  )
  hashes.approveStranger = await mined(
    await wallet.writeContract({
      address: tokens.tetherStyle.address,
      abi: tetherAbi,
      functionName: 'approve',
      args: [stranger, 5_000_000n],
    }),
  )
  // 50 PTT → ETH: the router pays the ether out of WETH by an internal call, which no log shows.
  ethBought = await quote(parseEther('50'), [ptt, uniswap.weth])
  hashes.pttToEth = await mined(
    await wallet.writeContract({
      address: uniswap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [parseEther('50'), 0n, [ptt, uniswap.weth], trader.address, 2n ** 40n],
      gas: TEST_SWAP_GAS,
    }),
  )

  for (const dialect of dialects) {
    const gateway = await createTestGateway(
      { chains: [swap.chain], publicUrl: 'http://127.0.0.1:8787' },
      { dialect },
    )
    gateways.set(dialect, gateway)
    await indexTestGateway(gateway, { clock: gateway.clock, batchSize: 50 })
  }
}, 120_000)

afterAll(async () => {
  for (const gateway of gateways.values()) await gateway.close()
  await swap?.anvil.stop()
})

describe.each(dialects)('history of swaps and approvals on a Uniswap V2 devnet (%s)', (dialect) => {
  async function history(): Promise<Map<string, Transaction>> {
    const gateway = gateways.get(dialect) as TestGateway
    const res = await gateway.app.request(
      `/v1/account/${trader.address}/history?chainId=eip155:31337&st=appkit&sv=react-wagmi-1.8.24&projectId=p`,
    )
    expect(res.status).toBe(200)
    const { data } = historyResponseSchema.parse(await res.json())
    return new Map(data.map((tx) => [tx.metadata.hash ?? '', tx]))
  }
  const sides = (tx: Transaction | undefined) =>
    tx?.transfers?.map((t) => ({
      direction: t.direction,
      symbol: t.fungible_info?.symbol,
      numeric: t.quantity.numeric,
    }))

  it('reads ETH → PTT as a trade with both sides', async () => {
    const tx = (await history()).get(hashes.ethToPtt)
    expect(tx?.metadata.operationType).toBe('trade')
    expect(sides(tx)).toEqual([
      { direction: 'out', symbol: 'ETH', numeric: '0.1' },
      { direction: 'in', symbol: 'PTT', numeric: formatEther(pttBought) },
    ])
    expect(tx?.approvals).toBeUndefined()
  })

  it('reads PTT → ETH as a trade, with the ether the router paid out of WETH', async () => {
    const tx = (await history()).get(hashes.pttToEth)
    expect(tx?.metadata.operationType).toBe('trade')
    expect(sides(tx)).toEqual([
      { direction: 'out', symbol: 'PTT', numeric: '50' },
      { direction: 'in', symbol: 'ETH', numeric: formatEther(ethBought) },
    ])
    // The ether comes from the router, as the PTT went to the pool.
    expect(tx?.transfers?.[1]?.sender).toBe(getAddress(swap.uniswap.router))
  })

  it('reads an approval as approve: the token, the amount and the router by name (V2 router or SwapRouter02)', async () => {
    const routers = [
      [hashes.approveRouter, swap.uniswap.router],
      [hashes.approveRouter02, swap.v3?.swapRouter02 as Address],
    ] as const
    for (const [hash, router] of routers) {
      const tx = (await history()).get(hash)
      expect(tx?.metadata.operationType).toBe('approve')
      expect(tx?.transfers).toBeNull()
      expect(tx?.approvals).toEqual([
        {
          fungible_info: {
            name: swap.tokens.erc20.name,
            symbol: 'PTT',
            icon: { url: 'http://127.0.0.1:8787/public/getTokenImage/PTT' },
          },
          quantity: { numeric: '100' },
          spender: getAddress(router),
          spender_name: 'Uniswap',
        },
      ])
    }
  })

  it('leaves a spender other than the swap router unnamed', async () => {
    const tx = (await history()).get(hashes.approveStranger)
    expect(tx?.metadata.operationType).toBe('approve')
    expect(tx?.approvals).toEqual([
      {
        fungible_info: expect.objectContaining({ symbol: swap.tokens.tetherStyle.symbol }),
        quantity: { numeric: '5' },
        spender: stranger,
      },
    ])
  })
})
