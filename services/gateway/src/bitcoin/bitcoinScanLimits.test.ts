import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { litecoinRegtestParams } from '@portico/common'
import { regtestKeys } from '@portico/test/bitcoin/regtestKeys'
import { type Regtest, startRegtest } from '@portico/test/bitcoin/startRegtest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GatewayConfigInput } from '../config/gatewayConfigSchema'
import { createTestGateway } from '../testing/createTestGateway'

// A pass-through in front of the real node that counts each address's scans and can hold them,
// as a node busy with a big UTXO set would.
const scans = new Map<string, number>()
let held: (() => void)[] | undefined
const readBody = async (req: IncomingMessage) => {
  let body = ''
  for await (const chunk of req) body += chunk
  return body
}
let node: Regtest
// gettxout requests the node has at once (its RPC work queue is short: 16 by default).
let txOutsInFlight = 0
let mostTxOutsInFlight = 0
const proxy = createServer(async (req, res) => {
  const body = await readBody(req)
  const calls = [JSON.parse(body)].flat() as { method: string; params: unknown[] }[]
  const txOut = calls.some((call) => call.method === 'gettxout')
  if (txOut) mostTxOutsInFlight = Math.max(mostTxOutsInFlight, ++txOutsInFlight)
  for (const call of calls) {
    if (call.method !== 'scantxoutset') continue
    const address = String((call.params[1] as string[])[0]).slice(5, -1)
    scans.set(address, (scans.get(address) ?? 0) + 1)
    if (held) await new Promise<void>((resolve) => held?.push(resolve))
  }
  const answer = await fetch(node.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: req.headers.authorization ?? '',
    },
    body,
  })
  const text = await answer.text()
  if (txOut) txOutsInFlight--
  res.writeHead(answer.status, { 'content-type': 'application/json' })
  res.end(text)
})

const keys = regtestKeys(8)
const addresses = keys.map((key) => key.payment)
const [funded = '', other = '', third = '', fourth = ''] = addresses
const reference = litecoinRegtestParams.caipNetworkId.slice(7)

let proxyUrl = ''
const gatewayWith = (bitcoin: Partial<GatewayConfigInput['bitcoin']> & object) =>
  createTestGateway({
    bitcoin: {
      ...bitcoin,
      chains: [
        {
          params: litecoinRegtestParams,
          rpcUrl: proxyUrl,
          rpcUser: node.user,
          rpcPassword: node.password,
          maxPendingScans: 2,
        },
      ],
    },
  })
type Stats = { chain_stats: { funded_txo_count: number } }
type Gateway = Awaited<ReturnType<typeof createTestGateway>>
const esplora = async (gateway: Gateway, address: string) =>
  gateway.app.request(`/v1/esplora/${reference}/address/${address}`)
const balance = async (gateway: Gateway, address: string) =>
  gateway.app.request(
    `/v1/account/${address}/balance?chainId=${litecoinRegtestParams.caipNetworkId}`,
  )

beforeAll(async () => {
  node = await startRegtest()
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
}, 60_000)
// A test that failed while scans were held must not leave them held for the next.
afterEach(() => {
  const release = held ?? []
  held = undefined
  for (const resolve of release) resolve()
})
afterAll(async () => {
  proxy.closeAllConnections()
  proxy.close()
  await node?.stop()
})

describe('Bitcoin address reads (scantxoutset) under load', () => {
  it('scans each address once per tip however many ask at once, and again after a block', async () => {
    const gateway = await gatewayWith({ rateLimit: { capacity: 1000, refillPerSecond: 1 } })
    scans.clear()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => esplora(gateway, index % 2 === 0 ? funded : other)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const before = (await answers[0]?.json()) as Stats
    expect(Object.fromEntries(scans)).toEqual({ [funded]: 1, [other]: 1 })
    // The balance call reads the same kept outputs.
    expect((await balance(gateway, funded)).status).toBe(200)
    expect((await esplora(gateway, funded)).status).toBe(200)
    expect(scans.get(funded)).toBe(1)

    await node.mine(1, third)
    const after = (await (await esplora(gateway, funded)).json()) as Stats
    expect(scans.get(funded)).toBe(2)
    // One more coinbase of the funded address has come of age with the new block.
    expect(after.chain_stats.funded_txo_count).toBe(before.chain_stats.funded_txo_count + 1)
    await gateway.close()
  }, 30_000)

  it("checks a miner's young outputs for coinbases a few at a time, not all at once", async () => {
    const gateway = await gatewayWith({ rateLimit: { capacity: 1000, refillPerSecond: 1 } })
    // A fresh address, given a hundred blocks of coinbases: every one is young.
    await node.mine(100, fourth)
    mostTxOutsInFlight = 0
    expect((await esplora(gateway, fourth)).status).toBe(200)
    expect(mostTxOutsInFlight).toBeGreaterThan(0)
    expect(mostTxOutsInFlight).toBeLessThanOrEqual(4)
    await gateway.close()
  }, 30_000)

  it('answers 503 with Retry-After while the scan queue is full', async () => {
    const gateway = await gatewayWith({ rateLimit: { capacity: 1000, refillPerSecond: 1 } })
    held = []
    const reads = [funded, other, third, fourth].map((address) => esplora(gateway, address))
    // Two scans (one running and held, one waiting) fill the queue: the other two are refused
    // while they are still pending.
    const refused: Response[] = []
    await new Promise<void>((resolve) => {
      for (const read of reads) {
        void read.then((answer) => {
          if (answer.status === 503) refused.push(answer)
          if (refused.length === 2) resolve()
        })
      }
    })
    for (const answer of refused) {
      expect(answer.headers.get('retry-after')).toBe('5')
      expect(await answer.json()).toEqual({
        code: 'UPSTREAM_UNAVAILABLE',
        message: 'The node is busy reading other addresses: try again shortly',
      })
    }
    const release = held
    held = undefined
    for (const resolve of release) resolve()
    // Each release lets the next held scan through as it arrives.
    const statuses = await Promise.all(
      reads.map(async (read) => {
        const answer = await read
        return answer.status
      }),
    )
    expect(statuses.filter((status) => status === 200)).toHaveLength(2)
    expect(statuses.filter((status) => status === 503)).toHaveLength(2)
    await gateway.close()
  }, 30_000)

  it('rate limits Bitcoin balance reads per client, with the Esplora-style routes', async () => {
    const gateway = await gatewayWith({ rateLimit: { capacity: 2, refillPerSecond: 0.01 } })
    expect((await balance(gateway, funded)).status).toBe(200)
    expect((await esplora(gateway, funded)).status).toBe(200)
    const limited = await balance(gateway, other)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('100')
    await gateway.close()
  }, 30_000)
})
