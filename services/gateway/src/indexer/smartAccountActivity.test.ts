import type { Server } from 'node:http'
import { historyResponseSchema, type Transaction } from '@portico/common/schemas/api'
import {
  type Alto,
  createPorticoAccountClient,
  defaultAccountAbstraction,
  deployAccountAbstraction,
  devnetChain,
  fundAccount,
  startAlto,
  uniswapV2RouterAbi,
} from '@portico/test/devnet'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { createManualClock } from '@portico/test/services/createManualClock'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigSchema, type GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'
import { createTestIndexer } from '../testing/createTestIndexer'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { startNodeInFront } from '../testing/startNodeInFront'
import { startSwapDevnet } from '../testing/startSwapDevnet'

// keccak256('Withdrawal(address,uint256)'): WETH unwrapping for the router.
const WITHDRAWAL = '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65'
const dialects = await gatewayTestDialects()

let devnet: Awaited<ReturnType<typeof startSwapDevnet>>
let alto: Alto
const proxies: Server[] = []
// What the smart account did, with what the chain says each operation moved.
const done = {
  account: '' as Address,
  recipient: privateKeyToAddress(generatePrivateKey()),
  send: { hash: '' as Hex, nonce: 0n, received: 0n, fee: 0n },
  swap: { hash: '' as Hex, nonce: 0n, bought: 0n, fee: 0n },
  approve: { hash: '' as Hex, nonce: 0n, fee: 0n },
  sell: { hash: '' as Hex, nonce: 0n, sold: 0n, paid: 0n, fee: 0n },
  failed: { hash: '' as Hex, nonce: 0n, fee: 0n },
}

beforeAll(async () => {
  devnet = await startSwapDevnet(31337)
  await deployAccountAbstraction(devnet.anvil.rpcUrl)
  alto = await startAlto({
    rpcUrl: devnet.anvil.rpcUrl,
    entryPoint: defaultAccountAbstraction.entryPoint,
  })
  // The embedded wallet's account type: a PorticoAccount, EntryPoint v0.7.
  const { account, client, smart } = await createPorticoAccountClient({
    rpcUrl: devnet.anvil.rpcUrl,
    chainId: 31337,
    bundlerUrl: alto.url,
    owner: privateKeyToAccount(generatePrivateKey()),
  })
  done.account = account.address
  await fundAccount(devnet.anvil.rpcUrl, account.address, { value: parseEther('1') })
  const run = async (calls: Parameters<typeof smart.sendUserOperation>[0]) => {
    const receipt = await smart.waitForUserOperationReceipt({
      hash: await smart.sendUserOperation(calls),
    })
    return {
      hash: receipt.receipt.transactionHash,
      nonce: receipt.nonce,
      fee: receipt.actualGasCost,
      ok: receipt.success,
    }
  }

  const before = await client.getBalance({ address: done.recipient })
  const send = await run({ calls: [{ to: done.recipient, value: parseEther('0.001') }] })
  done.send = { ...send, received: (await client.getBalance({ address: done.recipient })) - before }

  const ptt = devnet.tokens.erc20.address
  const pttOf = () => readTokenBalance(client, ptt, account.address)
  const pttBefore = await pttOf()
  const swap = await run({
    calls: [
      {
        to: devnet.uniswap.router,
        value: parseEther('0.003'),
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [devnet.uniswap.weth, ptt], account.address, 2n ** 40n],
        }),
      },
    ],
  })
  done.swap = { ...swap, bought: (await pttOf()) - pttBefore }

  // Half of it back to ether: an approval, then the swap. The router pays the ether it
  // unwrapped; the chain's record of that amount is WETH's Withdrawal log.
  const sold = done.swap.bought / 2n
  const approve = await run({
    calls: [
      {
        to: ptt,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [devnet.uniswap.router, sold],
        }),
      },
    ],
  })
  done.approve = approve
  const sellCalls = {
    calls: [
      {
        to: devnet.uniswap.router,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForETH',
          args: [sold, 0n, [ptt, devnet.uniswap.weth], account.address, 2n ** 40n],
        }),
      },
    ],
  }
  // The swap's estimate leaves no room (the allowance it spends to zero refunds gas during the
  // estimate): it failed one run in three with exactly the estimated limit.
  const sellGas = await smart.estimateUserOperationGas(sellCalls)
  const sell = await run({
    ...sellCalls,
    callGasLimit: sellGas.callGasLimit * 2n,
    verificationGasLimit: sellGas.verificationGasLimit,
    preVerificationGas: sellGas.preVerificationGas,
  })
  const { logs } = await client.getTransactionReceipt({ hash: sell.hash })
  const withdrawal = logs.find((log) => log.topics[0] === WITHDRAWAL)
  done.sell = { ...sell, sold, paid: BigInt(withdrawal?.data ?? '0x0') }

  // Ether sent to the token contract reverts (it takes none). A bundler refuses to estimate a
  // call that reverts: estimate the plain send, send the failing one with its limits.
  const gas = await smart.estimateUserOperationGas({
    calls: [{ to: done.recipient, value: parseEther('0.001') }],
  })
  const failed = await run({
    calls: [{ to: ptt, value: parseEther('0.001') }],
    callGasLimit: gas.callGasLimit * 2n,
    verificationGasLimit: gas.verificationGasLimit,
    preVerificationGas: gas.preVerificationGas,
  })
  expect([send.ok, swap.ok, approve.ok, sell.ok, failed.ok]).toEqual([
    true,
    true,
    true,
    true,
    false,
  ])
  done.failed = failed
}, 180_000)

afterAll(async () => {
  for (const server of proxies) server.close()
  await alto?.stop()
  await devnet?.anvil.stop()
})

// A node in front of anvil that answers "method not found" to `refused` methods.
async function nodeRefusing(refused: readonly string[]): Promise<string> {
  const { url, server } = await startNodeInFront(devnet.anvil.rpcUrl, (call) =>
    refused.includes(call.method)
      ? { error: { code: -32601, message: `Method not found: ${call.method}` } }
      : undefined,
  )
  proxies.push(server)
  return url
}

async function historyThrough(
  rpcUrl: string,
  account: Address,
  dialect = dialects[0],
): Promise<Transaction[]> {
  const chain = {
    ...devnet.chain,
    rpcUrl,
    entryPoints: [defaultAccountAbstraction.entryPoint],
  }
  const input: GatewayConfigInput = {
    chains: [chain],
    priceSource: { kind: 'static', prices: { ETH: 2000 } },
    publicUrl: 'http://127.0.0.1:8787',
  }
  const gateway = await createTestGateway(input, {
    clock: createManualClock(),
    ...(dialect && { dialect }),
  })
  try {
    const parsed = chainConfigSchema.parse(chain)
    const indexer = createTestIndexer({ db: gateway.db, chains: [parsed], batchSize: 7 })
    await indexer.sync()
    const res = await gateway.app.request(
      `/v1/account/${account}/history?chainId=eip155:31337&st=appkit&sv=test&projectId=p`,
    )
    expect(res.status).toBe(200)
    return historyResponseSchema.parse(await res.json()).data
  } finally {
    await gateway.close()
  }
}

const byHash = (history: Transaction[], hash: Hex) =>
  history.find((tx) => tx.metadata.hash === hash.toLowerCase())

// What every node shows of the operations: their sender, nonce sequence (the low 64 bits: the
// client picks a new 192-bit key per operation), fee and outcome.
function expectOperations(history: Transaction[]) {
  for (const op of [done.send, done.swap, done.approve, done.sell, done.failed]) {
    expect(byHash(history, op.hash)?.metadata).toMatchObject({
      sentFrom: done.account,
      nonce: Number(op.nonce & (2n ** 64n - 1n)),
      status: op === done.failed ? 'failed' : 'confirmed',
      fee: { quantity: { numeric: formatEther(op.fee) }, fungible_info: { symbol: 'ETH' } },
    })
  }
  // The failed operation's ether never left: nothing moved.
  expect(byHash(history, done.failed.hash)).toMatchObject({
    metadata: { operationType: 'execute', status: 'failed' },
    transfers: null,
  })
}

// The send and the swap as an EOA's read: a send with its value, one trade with both sides.
function expectTraced(history: Transaction[]) {
  // The funding transfer and the five operations.
  expect(history).toHaveLength(6)
  expect(done.send.received).toBe(parseEther('0.001'))
  expect(byHash(history, done.send.hash)).toMatchObject({
    metadata: { operationType: 'send' },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: formatEther(done.send.received) },
        fungible_info: { symbol: 'ETH' },
        sender: done.account,
        recipient: done.recipient,
      },
    ],
  })
  const swap = byHash(history, done.swap.hash)
  expect(swap?.metadata.operationType).toBe('trade')
  expect(swap?.transfers?.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity])).toEqual([
    ['out', 'ETH', { numeric: '0.003' }],
    ['in', 'PTT', { numeric: formatEther(done.swap.bought) }],
  ])
  expect(done.swap.bought).toBeGreaterThan(0n)
  // The router pays the account by an inner call (the operation's call to it is one too): once.
  const sell = byHash(history, done.sell.hash)
  expect(sell?.metadata.operationType).toBe('trade')
  expect(sell?.transfers?.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity])).toEqual([
    ['in', 'ETH', { numeric: formatEther(done.sell.paid) }],
    ['out', 'PTT', { numeric: formatEther(done.sell.sold) }],
  ])
  expect(done.sell.paid).toBeGreaterThan(0n)
  expect(byHash(history, done.approve.hash)).toMatchObject({
    metadata: { operationType: 'approve' },
    transfers: null,
    approvals: [{ quantity: { numeric: formatEther(done.sell.sold) }, spender_name: 'Uniswap' }],
  })
  expectOperations(history)
}

describe('a smart account’s history from its user operations', () => {
  it.each(dialects)(
    'reads the send, the swap and the failed operation from trace_block (%s)',
    async (dialect) => {
      expectTraced(await historyThrough(devnet.anvil.rpcUrl, done.account, dialect))
    },
    60_000,
  )

  it('reads the same from debug_traceBlockByHash on a node without trace_block', async () => {
    const node = await nodeRefusing(['trace_block'])
    expectTraced(await historyThrough(node, done.account))
  }, 60_000)

  it('shows the recipient the ether the smart account sent', async () => {
    const history = await historyThrough(devnet.anvil.rpcUrl, done.recipient)
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({
      metadata: { operationType: 'receive', hash: done.send.hash.toLowerCase() },
      transfers: [{ direction: 'in', quantity: { numeric: '0.001' }, sender: done.account }],
    })
  }, 60_000)

  it('counts a traced router payout to an EOA once: its Withdrawal log already records it', async () => {
    const trader = privateKeyToAccount(generatePrivateKey())
    const ptt = devnet.tokens.erc20.address
    const amount = parseEther('10')
    await fundAccount(devnet.anvil.rpcUrl, trader.address, {
      value: parseEther('1'),
      tokens: [{ address: ptt, amount }],
    })
    const wallet = createWalletClient({
      account: trader,
      chain: devnetChain(31337, devnet.anvil.rpcUrl),
      transport: http(devnet.anvil.rpcUrl),
    })
    const client = createPublicClient({ transport: http(devnet.anvil.rpcUrl) })
    const router = devnet.uniswap.router
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: ptt,
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, amount],
      }),
    })
    const hash = await wallet.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForETH',
      args: [amount, 0n, [ptt, devnet.uniswap.weth], trader.address, 2n ** 40n],
    })
    const { logs } = await client.waitForTransactionReceipt({ hash })
    const paid = BigInt(logs.find((log) => log.topics[0] === WITHDRAWAL)?.data ?? '0x0')
    expect(paid).toBeGreaterThan(0n)
    const swap = byHash(await historyThrough(devnet.anvil.rpcUrl, trader.address), hash)
    expect(swap?.metadata.operationType).toBe('trade')
    expect(swap?.transfers?.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity])).toEqual(
      [
        ['out', 'PTT', { numeric: '10' }],
        ['in', 'ETH', { numeric: formatEther(paid) }],
      ],
    )
  }, 60_000)

  it('still indexes on a node that serves no call traces, without the inner ether moves', async () => {
    const node = await nodeRefusing(['trace_block', 'debug_traceBlockByHash'])
    const history = await historyThrough(node, done.account)
    // The funding transfer and the three operations.
    expect(history).toHaveLength(6)
    expectOperations(history)
    // The operations' own rows stay; the ether their calls moved is unknown without traces.
    expect(byHash(history, done.send.hash)).toMatchObject({
      metadata: { operationType: 'execute' },
      transfers: null,
    })
    expect(byHash(history, done.swap.hash)?.transfers).toMatchObject([
      { direction: 'in', fungible_info: { symbol: 'PTT' } },
    ])
    // The router's payout to the account is an inner call too: only the token side is known.
    expect(byHash(history, done.sell.hash)).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ direction: 'out', fungible_info: { symbol: 'PTT' } }],
    })
  }, 60_000)
})
