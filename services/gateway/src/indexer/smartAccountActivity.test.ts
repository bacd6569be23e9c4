import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { historyResponseSchema, type Transaction } from '@portico/common/schemas/api'
import {
  type Alto,
  createPorticoAccountClient,
  defaultAccountAbstraction,
  deployAccountAbstraction,
  fundAccount,
  startAlto,
} from '@portico/test/devnet'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  type Hex,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import { chainConfigSchema, type GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createManualClock } from '../testing/createManualClock'
import { createTestGateway } from '../testing/createTestGateway'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { startSwapDevnet } from '../testing/startSwapDevnet'
import { createIndexer } from './createIndexer'

const routerAbi = parseAbi([
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
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
  const pttOf = () =>
    client.readContract({
      address: ptt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
  const pttBefore = await pttOf()
  const swap = await run({
    calls: [
      {
        to: devnet.uniswap.router,
        value: parseEther('0.003'),
        data: encodeFunctionData({
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, [devnet.uniswap.weth, ptt], account.address, 2n ** 40n],
        }),
      },
    ],
  })
  done.swap = { ...swap, bought: (await pttOf()) - pttBefore }

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
  expect([send.ok, swap.ok, failed.ok]).toEqual([true, true, false])
  done.failed = failed
}, 180_000)

afterAll(async () => {
  for (const server of proxies) server.close()
  await alto?.stop()
  await devnet?.anvil.stop()
})

// A node in front of anvil that answers "method not found" to `refused` methods.
async function nodeRefusing(refused: readonly string[]): Promise<string> {
  const server = createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const parsed = JSON.parse(body) as { id: number; method: string }[] | { id: number }
    const calls = (Array.isArray(parsed) ? parsed : [parsed]) as { id: number; method: string }[]
    const forward = calls.filter((c) => !refused.includes(c.method))
    const answered = forward.length
      ? ((await (
          await fetch(devnet.anvil.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(forward),
          })
        ).json()) as { id: number }[])
      : []
    const byId = new Map(answered.map((a) => [a.id, a]))
    const answers = calls.map(
      (c) =>
        byId.get(c.id) ?? {
          jsonrpc: '2.0',
          id: c.id,
          error: { code: -32601, message: `Method not found: ${c.method}` },
        },
    )
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(Array.isArray(parsed) ? answers : answers[0]))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxies.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

// Indexes the devnet through `rpcUrl` into a fresh gateway and reads `account`'s history.
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
    const indexer = createIndexer({
      db: gateway.db,
      chains: toGatewayChains([parsed], createChainClients([parsed])),
      clock: createManualClock(),
      pollIntervalMs: 1000,
      batchSize: 7,
    })
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
  for (const op of [done.send, done.swap, done.failed]) {
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
  // The funding transfer and the three operations.
  expect(history).toHaveLength(4)
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

  it('still indexes on a node that serves no call traces, without the inner ether moves', async () => {
    const node = await nodeRefusing(['trace_block', 'debug_traceBlockByHash'])
    const history = await historyThrough(node, done.account)
    // The funding transfer and the three operations.
    expect(history).toHaveLength(4)
    expectOperations(history)
    // The operations' own rows stay; the ether their calls moved is unknown without traces.
    expect(byHash(history, done.send.hash)).toMatchObject({
      metadata: { operationType: 'execute' },
      transfers: null,
    })
    expect(byHash(history, done.swap.hash)?.transfers).toMatchObject([
      { direction: 'in', fungible_info: { symbol: 'PTT' } },
    ])
  }, 60_000)
})
