import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMetrics } from '@portico/server'
import {
  type Anvil,
  anvilAccounts,
  deployTestTokens,
  startAnvil,
  startFaultyRpcProxy,
} from '@portico/test/devnet'
import { createManualClock } from '@portico/test/services/createManualClock'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type GatewayConfigInput, gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { type RunningGateway, startGateway } from '../startGateway'
import { startNodeInFront } from '../testing/startNodeInFront'

const PROJECT = 'p'
const ORIGIN = 'http://127.0.0.1:5173'
const [funded, other] = anvilAccounts as [(typeof anvilAccounts)[0], (typeof anvilAccounts)[0]]

type RpcAnswer = {
  jsonrpc: string
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

// One devnet for the file and gateways serving it over sockets, as a browser would call them.
let anvil: Anvil
let gateway: RunningGateway
let hanging: Server
const started: RunningGateway[] = []

const serve = async (
  input: GatewayConfigInput,
  clock = createManualClock(),
  metrics = createMetrics({ service: 'gateway', processMetrics: false }),
) => {
  const running = await startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      projects: [{ projectId: PROJECT, allowedOrigins: [ORIGIN] }],
      indexer: { enabled: false },
      ...input,
    }),
    { clock, metrics },
  )
  started.push(running)
  return running
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // A node that takes requests and never answers.
  hanging = createServer(() => {})
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve))
  gateway = await serve({
    chains: [
      { chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl },
      { chainId: 31338, name: 'Down', rpcUrl: 'http://127.0.0.1:9/' },
      {
        chainId: 31339,
        name: 'Hanging',
        rpcUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`,
      },
    ],
    rpc: { timeoutMs: 300 },
  })
}, 60_000)
afterAll(async () => {
  for (const running of started) await running.close()
  hanging?.closeAllConnections()
  await new Promise((resolve) => hanging?.close(resolve))
  await anvil?.stop()
})

const post = (body: unknown, options: { on?: RunningGateway; query?: string } = {}) =>
  fetch(
    `${(options.on ?? gateway).url}/v1?${options.query ?? `chainId=eip155:31337&projectId=${PROJECT}`}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', Origin: ORIGIN },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  )
const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})
const rpc = async (body: unknown, options?: Parameters<typeof post>[1]) => {
  const res = await post(body, options)
  expect(res.status).toBe(200)
  return res.json() as Promise<RpcAnswer & RpcAnswer[]>
}

describe('POST /v1 forwards JSON-RPC to the chain', () => {
  it('answers one call with the chain’s own data', async () => {
    const direct = createPublicClient({ transport: http(anvil.rpcUrl) })
    expect(await rpc(call('eth_chainId', [], 'a'))).toEqual({
      jsonrpc: '2.0',
      id: 'a',
      result: '0x7a69',
    })
    const balance = await rpc(call('eth_getBalance', [funded.address, 'latest'], 9))
    expect(BigInt(balance.result as string)).toBe(
      await direct.getBalance({ address: funded.address }),
    )
  })

  it('answers a batch in order with each caller id, refused calls beside forwarded ones', async () => {
    const answers = await rpc([
      call('eth_blockNumber', [], 1),
      call('eth_sendTransaction', [{ from: funded.address, to: other.address, value: '0x1' }], 2),
      call('eth_getBalance', [other.address, 'latest'], 'three'),
      call('anvil_setBalance', [other.address, '0x0'], 4),
      call('net_version', [], 5),
    ])
    expect(answers.map((answer) => answer.id)).toEqual([1, 2, 'three', 4, 5])
    expect(answers[0]?.result).toMatch(/^0x[0-9a-f]+$/)
    expect(answers[1]?.error).toMatchObject({
      code: -32601,
      message: 'Requested RPC call is not allowed',
    })
    expect(BigInt(answers[2]?.result as string)).toBeGreaterThan(0n)
    expect(answers[3]?.error?.code).toBe(-32601)
    expect(answers[4]?.result).toBe('31337')
    // The refused calls never reached the node: the balance is whole.
    const after = await rpc(call('eth_getBalance', [other.address, 'latest']))
    expect(after.result).toBe(answers[2]?.result)
  })

  it.each([
    'eth_sendTransaction',
    'eth_sign',
    'eth_signTypedData_v4',
    'personal_sign',
    'personal_unlockAccount',
    'eth_accounts',
    'debug_traceTransaction',
    'admin_peers',
    'miner_start',
    'anvil_setBalance',
    'anvil_impersonateAccount',
    'evm_mine',
    'hardhat_setBalance',
    'constructor',
    '__proto__',
  ])('refuses %s with a JSON-RPC error, not an HTTP one', async (method) => {
    const before = await rpc(call('eth_blockNumber'))
    const answer = await rpc(call(method, [], 3))
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 3,
      error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } },
    })
    expect((await rpc(call('eth_blockNumber'))).result).toBe(before.result)
  })

  it('broadcasts a transaction signed by the caller', async () => {
    const account = privateKeyToAccount(funded.privateKey)
    const [nonce, gasPrice] = await rpc([
      call('eth_getTransactionCount', [account.address, 'pending'], 1),
      call('eth_gasPrice', [], 2),
    ])
    const signed = await account.signTransaction({
      chainId: 31337,
      type: 'legacy',
      nonce: Number(nonce?.result),
      gasPrice: BigInt(gasPrice?.result as string) * 2n,
      gas: 21_000n,
      to: other.address,
      value: parseEther('0.5'),
    })
    const sent = await rpc(call('eth_sendRawTransaction', [signed]))
    expect(sent.result).toMatch(/^0x[0-9a-f]{64}$/)
    // viem's own client, through the proxy, waits for it to be mined.
    const viaGateway = createPublicClient({
      transport: http(`${gateway.url}/v1?chainId=eip155:31337&projectId=${PROJECT}`),
      pollingInterval: 50,
    })
    const receipt = await viaGateway.waitForTransactionReceipt({ hash: sent.result as Hex })
    expect(receipt).toMatchObject({ status: 'success', to: other.address.toLowerCase() })
  })

  it('serves eth_getLogs up to maxLogBlockRange blocks and refuses wider ranges', async () => {
    const [within, tags, wide, byHash] = await rpc([
      call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x270f' }], 1),
      call('eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }], 2),
      call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x2710' }], 3),
      call('eth_getLogs', [{ blockHash: `0x${'0'.repeat(64)}` }], 4),
    ])
    expect(within?.result).toEqual([])
    expect(tags?.result).toEqual([])
    expect(wide?.error).toMatchObject({ code: -32005 })
    expect(wide?.error?.message).toMatch(/at most 10000 blocks/)
    // A filter by block hash reads one block; the node says whether it knows it.
    expect(byHash?.id).toBe(4)
    const farFromHead = await rpc(
      call('eth_getLogs', [{ fromBlock: 'earliest', toBlock: '0xffffffff' }]),
    )
    expect(farFromHead.error?.code).toBe(-32005)
    const odd = await rpc(call('eth_getLogs', [{ fromBlock: 7 }]))
    expect(odd.error?.code).toBe(-32602)
  })

  it('answers a node that is down or silent with a JSON-RPC error, without hanging', async () => {
    for (const chainId of ['eip155:31338', '31339']) {
      const startedAt = Date.now()
      const answer = await rpc(call('eth_chainId', [], 'x'), {
        query: `chainId=${chainId}&projectId=${PROJECT}`,
      })
      expect(answer).toEqual({
        jsonrpc: '2.0',
        id: 'x',
        error: { code: -32002, message: 'Chain RPC unavailable' },
      })
      expect(Date.now() - startedAt).toBeLessThan(5_000)
    }
  })

  it("forwards through the chain's provider client: the provider's 429s are waited out, not answered, and counted", async () => {
    const provider = await startFaultyRpcProxy(anvil.rpcUrl, { rateLimitEvery: 2, retryAfter: '0' })
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const running = await serve(
      {
        chains: [
          {
            chainId: 31337,
            name: 'Behind a provider',
            rpcUrl: provider.url,
            upstream: { maxRateLimitRetries: 3 },
          },
        ],
      },
      createManualClock(),
      metrics,
    )
    try {
      for (let i = 0; i < 4; i++) {
        const answer = await rpc(call('eth_chainId', [], i), { on: running })
        expect(answer).toEqual({ jsonrpc: '2.0', id: i, result: '0x7a69' })
      }
      expect(provider.seen.filter((seen) => seen.answer === 429).length).toBeGreaterThan(0)
      const calls = await metrics.registry.getSingleMetric('portico_upstream_calls_total')?.get()
      const rateLimited = calls?.values.find((value) => value.labels.outcome === 'rate_limited')
      expect(rateLimited?.value).toBeGreaterThan(0)
    } finally {
      await provider.stop()
    }
  })

  it('asks an eth_getLogs the provider refuses for its range again in parts, and in parts from then on', async () => {
    const chain = await startAnvil({ chainId: 31337 })
    try {
      // Contract deployments and mints: Transfer logs in several blocks.
      await deployTestTokens(chain.rpcUrl)
      // A provider capping eth_getLogs at 3 blocks, worded as a large provider words it.
      const refusals: string[] = []
      const node = await startNodeInFront(chain.rpcUrl, (rpcCall) => {
        if (rpcCall.method !== 'eth_getLogs') return undefined
        const filter = rpcCall.params?.[0] as { fromBlock: string; toBlock: string }
        if (Number(filter.toBlock) - Number(filter.fromBlock) + 1 <= 3) return undefined
        refusals.push(`${filter.fromBlock}..${filter.toBlock}`)
        return {
          error: {
            code: -32602,
            message:
              'Log response size exceeded. You can make eth_getLogs requests with up to a 3 block range.',
          },
        }
      })
      const metrics = createMetrics({ service: 'gateway', processMetrics: false })
      const running = await serve(
        { chains: [{ chainId: 31337, name: 'Capped', rpcUrl: node.url }] },
        createManualClock(),
        metrics,
      )
      const direct = createPublicClient({ transport: http(chain.rpcUrl) })
      await direct.request({ method: 'anvil_mine', params: ['0xa'] } as never)
      const head = await direct.getBlockNumber({ cacheTime: 0 })
      const everything = { fromBlock: '0x0', toBlock: `0x${head.toString(16)}` }
      const truth = await direct.request({ method: 'eth_getLogs', params: [everything] } as never)
      expect((truth as unknown[]).length).toBeGreaterThan(3)

      const first = await rpc(call('eth_getLogs', [everything]), { on: running })
      expect(first.result).toEqual(truth)
      expect(refusals.length).toBeGreaterThan(0)
      // The chain's range was learned: the next wide call is asked in parts without a refusal.
      const refusedBefore = refusals.length
      const again = await rpc(call('eth_getLogs', [{ ...everything, toBlock: 'latest' }]), {
        on: running,
      })
      expect(again.result).toEqual(truth)
      expect(refusals.length).toBe(refusedBefore)
      const range = await metrics.registry.getSingleMetric('portico_upstream_max_log_range')?.get()
      expect(range?.values[0]?.value).toBeLessThanOrEqual(3)
      node.server.close()
    } finally {
      await chain.stop()
    }
  })

  it("answers a chain it has no RPC URL for with the spec's error", async () => {
    for (const chainId of ['eip155:1', '137']) {
      const res = await post(call('eth_chainId'), {
        query: `chainId=${chainId}&projectId=${PROJECT}`,
      })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({
        code: 'NO_RPC_URL',
        message: 'No RPC url provided for chainId',
      })
    }
    const res = await post(call('eth_chainId'), { query: `chainId=solana:x&projectId=${PROJECT}` })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('INVALID_PARAMS')
  })

  it('requires a configured project like the other routes', async () => {
    for (const query of ['chainId=eip155:31337', 'chainId=eip155:31337&projectId=nope']) {
      const res = await post(call('eth_chainId'), { query })
      expect(res.status).toBe(403)
      expect((await res.json()).code).toBe('UNAUTHORIZED_INVALID_KEY')
    }
  })
})

describe('POST /v1 limits', () => {
  it('takes batches of up to maxBatchSize calls and bodies up to maxBodyBytes (above the gateway-wide limit)', async () => {
    const full = Array.from({ length: 100 }, (_, i) => call('eth_chainId', [], i))
    const answers = await rpc(full)
    expect(answers).toHaveLength(100)
    expect(answers.every((answer, i) => answer.id === i && answer.result === '0x7a69')).toBe(true)
    // 100 KiB of calldata: over the 64 KiB of other routes, within the proxy's 256 KiB.
    const data = `0x${'00'.repeat(50 * 1024)}`
    const big = await rpc(call('eth_call', [{ to: other.address, data }, 'latest']))
    expect(big.result).toBe('0x')
  })

  it('refuses a batch over maxBatchSize and a body over maxBodyBytes with 413', async () => {
    const tooMany = await post(Array.from({ length: 101 }, (_, i) => call('eth_chainId', [], i)))
    expect(tooMany.status).toBe(413)
    expect(await tooMany.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'A batch may hold at most 100 calls',
    })
    const data = `0x${'00'.repeat(130 * 1024)}`
    const tooBig = await post(call('eth_call', [{ to: other.address, data }, 'latest']))
    expect(tooBig.status).toBe(413)
    expect((await tooBig.json()).code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('charges a batch one token per call and answers 429 once the bucket is empty', async () => {
    const clock = createManualClock()
    const limited = await serve(
      {
        chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }],
        rpc: { rateLimit: { capacity: 10, refillPerSecond: 1 } },
      },
      clock,
    )
    const batch = (size: number) =>
      Array.from({ length: size }, (_, i) => call('eth_chainId', [], i))
    expect((await post(batch(11), { on: limited })).status).toBe(429)
    expect((await post(batch(8), { on: limited })).status).toBe(200)
    const over = await post(batch(3), { on: limited })
    expect(over.status).toBe(429)
    expect(over.headers.get('retry-after')).toBe('1')
    expect((await over.json()).code).toBe('RATE_LIMITED')
    expect((await post(batch(2), { on: limited })).status).toBe(200)
    expect((await post(call('eth_chainId'), { on: limited })).status).toBe(429)
    clock.advance(1_000)
    expect((await post(call('eth_chainId'), { on: limited })).status).toBe(200)
  })

  it('charges calls that make the node execute or scan more, so an eth_call flood is limited sooner', async () => {
    const serveLimited = () =>
      serve({
        chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }],
        rpc: { rateLimit: { capacity: 20, refillPerSecond: 1 } },
      })
    // How many single calls pass before the first 429, the clock standing still.
    const passing = async (on: RunningGateway, body: unknown) => {
      for (let count = 0; count < 50; count++) {
        if ((await post(body, { on })).status === 429) return count
      }
      return 50
    }
    const ethCall = call('eth_call', [{ to: other.address, data: '0x' }, 'latest'])
    const estimate = call('eth_estimateGas', [{ from: funded.address, to: other.address }])
    const logs = call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x0' }])
    expect(await passing(await serveLimited(), call('eth_chainId'))).toBe(20)
    expect(await passing(await serveLimited(), ethCall)).toBe(4)
    expect(await passing(await serveLimited(), estimate)).toBe(4)
    expect(await passing(await serveLimited(), logs)).toBe(4)
    // A batch costs the sum of its calls: three eth_calls and five cheap calls take 20 tokens.
    const mixed = await serveLimited()
    const batch = [
      ...Array.from({ length: 3 }, (_, i) => ({ ...ethCall, id: i })),
      ...Array.from({ length: 5 }, (_, i) => call('eth_blockNumber', [], 10 + i)),
    ]
    expect((await post(batch, { on: mixed })).status).toBe(200)
    expect((await post(call('eth_chainId'), { on: mixed })).status).toBe(429)
  })

  it('takes method costs from the config', async () => {
    const clock = createManualClock()
    const limited = await serve(
      {
        chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }],
        rpc: {
          rateLimit: { capacity: 30, refillPerSecond: 1 },
          methodCosts: { eth_blockNumber: 10, eth_call: 1 },
        },
      },
      clock,
    )
    const ethCall = call('eth_call', [{ to: other.address, data: '0x' }, 'latest'])
    expect((await post(call('eth_blockNumber'), { on: limited })).status).toBe(200)
    expect((await post(call('eth_blockNumber'), { on: limited })).status).toBe(200)
    expect((await post(ethCall, { on: limited })).status).toBe(200)
    expect((await post(call('eth_blockNumber'), { on: limited })).status).toBe(429)
    clock.advance(10_000)
    expect((await post(call('eth_blockNumber'), { on: limited })).status).toBe(200)
  })
})

describe('POST /v1 malformed input', () => {
  it('answers a body that is not JSON, or not a call, with a JSON-RPC error and 400', async () => {
    for (const body of ['{"jsonrpc":', '', 'null', '"eth_chainId"', '7', '[]', '\u00ff']) {
      const res = await post(body)
      expect(res.status, body).toBe(400)
      const answer = (await res.json()) as RpcAnswer
      expect(answer.jsonrpc, body).toBe('2.0')
      expect(answer.id, body).toBeNull()
      expect([-32700, -32600], body).toContain(answer.error?.code)
    }
  })

  it('answers malformed calls with -32600 and the caller id where it is usable', async () => {
    const answers = await rpc([
      { jsonrpc: '1.0', id: 1, method: 'eth_chainId' },
      { id: 2, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 3 },
      { jsonrpc: '2.0', id: 4, method: 'eth_chainId', params: 'x' },
      { jsonrpc: '2.0', method: 'eth_chainId' },
      { jsonrpc: '2.0', id: { nested: true }, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 'x'.repeat(129), method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 1.5, method: 'eth_chainId' },
      { jsonrpc: '2.0', id: 6, method: 'm'.repeat(65) },
      17,
      null,
    ])
    expect(answers.map((answer) => answer.error?.code)).toEqual(Array(11).fill(-32600))
    expect(answers.map((answer) => answer.id)).toEqual([
      1,
      2,
      3,
      4,
      null,
      null,
      null,
      null,
      6,
      null,
      null,
    ])
  })

  it('never echoes an id it would round: huge numeric ids are refused', async () => {
    for (const id of ['1e400', '123456789012345678901234567890', '9007199254740993']) {
      const res = await post(`{"jsonrpc":"2.0","id":${id},"method":"eth_chainId"}`)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: expect.objectContaining({ code: -32600 }),
      })
    }
  })
})
