import { litecoinRegtestParams } from '@portico/common'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from './testing/createTestGateway'

// Malformed input on the routes that read addresses, token URIs, scans and events: every probe
// is answered 4xx — never 200 (a malformed address read as someone's), never 5xx.
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA = 'So11111111111111111111111111111111111111112'
const BITCOIN = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const LITECOIN_REGTEST = litecoinRegtestParams.caipNetworkId
const malformedAddresses = [
  '..%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%ZZ',
  `${ADDRESS}%00`,
  `${ADDRESS.slice(0, -1)}g`,
  'x'.repeat(300),
  '%20',
]
// Valid addresses of namespaces names and identities do not have.
const otherNamespaces = [SOLANA, BITCOIN, `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA}`]

let gateway: Awaited<ReturnType<typeof createTestGateway>>
beforeAll(async () => {
  gateway = await createTestGateway({
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
    bitcoin: {
      chains: [
        {
          params: litecoinRegtestParams,
          rpcUrl: 'http://127.0.0.1:9/',
          rpcUser: 'u',
          rpcPassword: 'p',
        },
      ],
    },
  })
})
afterAll(() => gateway?.close())

const expect4xx = async (path: string, init?: RequestInit) => {
  const res = await gateway.app.request(path, init)
  expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBeGreaterThanOrEqual(400)
  expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(500)
  return res
}

describe('malformed input is answered 4xx', () => {
  it.each([...malformedAddresses, ...otherNamespaces])('GET /v1/identity/%s', async (address) => {
    const res = await expect4xx(`/v1/identity/${address}`)
    expect(res.status).toBe(400)
  })

  it.each([...malformedAddresses, ...otherNamespaces])(
    'GET /v1/profile/reverse/%s',
    async (address) => {
      const res = await expect4xx(`/v1/profile/reverse/${address}`)
      expect(res.status).toBe(400)
    },
  )

  it('still answers EVM addresses, plain or CAIP-10', async () => {
    for (const path of [
      `/v1/identity/${ADDRESS}`,
      `/v1/identity/eip155:1:${ADDRESS}`,
      `/v1/profile/reverse/${ADDRESS.toLowerCase()}`,
    ]) {
      expect((await gateway.app.request(path)).status, path).toBe(200)
    }
  })

  it.each(malformedAddresses)(
    'GET /v1/account/%s/nfts and a Bitcoin balance and address',
    async (address) => {
      await expect4xx(`/v1/account/${address}/nfts?chainId=eip155:31337`)
      await expect4xx(`/v1/account/${address}/balance?chainId=${LITECOIN_REGTEST}`)
      await expect4xx(`/v1/esplora/${LITECOIN_REGTEST.slice(7)}/address/${address}`)
    },
  )

  it('refuses NFT listings with a malformed chain or cursor', async () => {
    await expect4xx(`/v1/account/${ADDRESS}/nfts?chainId=eip155`)
    await expect4xx(`/v1/account/${ADDRESS}/nfts?chainId=eip155:31337&cursor=%FF%FE`)
    await expect4xx(`/v1/account/${ADDRESS}/nfts?chainId=eip155:31337&cursor=${'A'.repeat(5000)}`)
  })

  it('refuses a Bitcoin address of another network before any scan', async () => {
    await expect4xx(`/v1/account/${BITCOIN}/balance?chainId=${LITECOIN_REGTEST}`)
    await expect4xx(`/v1/esplora/${LITECOIN_REGTEST.slice(7)}/address/${BITCOIN}`)
  })

  it.each([
    ['/e', Buffer.from('{"eventId":"\xff\xfe"}', 'latin1')],
    ['/batch', Buffer.from('[{"eventId":"\xc3\x28"}]', 'latin1')],
    ['/e', Buffer.from('{"eventId":')],
    ['/batch', Buffer.from(JSON.stringify([{ eventId: 'x'.repeat(200) }]))],
  ])('POST %s refuses %s', async (path, body) => {
    await expect4xx(path, { method: 'POST', body })
  })

  it('stores nothing from a body that is not UTF-8', async () => {
    const before = await gateway.db.selectFrom('analytics_events').select('id').execute()
    const res = await gateway.app.request('/e', {
      method: 'POST',
      body: Buffer.from('{"eventId":"\xff\xfe"}', 'latin1'),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'INVALID_JSON' })
    expect(await gateway.db.selectFrom('analytics_events').select('id').execute()).toEqual(before)
  })
})

describe('malformed input on the chain JSON-RPC proxy (POST /v1)', () => {
  // The chain's node is down here: a call that reached it would answer -32002, so the probes
  // below must be refused by the proxy itself, 4xx or a JSON-RPC error, never 5xx or a result.
  const rpc = (query: string, body: BodyInit) =>
    gateway.app.request(`/v1?${query}`, { method: 'POST', body })
  const REFUSALS = [-32700, -32600, -32601, -32602, -32005]

  it.each<[string, BodyInit]>([
    ['not JSON', '{"jsonrpc":"2.0",'],
    ['not UTF-8', Buffer.from('{"jsonrpc":"2.0","id":1,"method":"\xff"}', 'latin1')],
    ['empty', ''],
    ['a number', '1'],
    ['an empty batch', '[]'],
    ['nested arrays', `${'['.repeat(5_000)}${']'.repeat(5_000)}`],
    ['jsonrpc 1.0', '{"jsonrpc":"1.0","id":1,"method":"eth_chainId"}'],
    ['jsonrpc as a number', '{"jsonrpc":2,"id":1,"method":"eth_chainId"}'],
    ['a huge id', `{"jsonrpc":"2.0","id":1${'0'.repeat(400)},"method":"eth_chainId"}`],
    ['a long string id', `{"jsonrpc":"2.0","id":"${'x'.repeat(10_000)}","method":"eth_chainId"}`],
    ['an object id', '{"jsonrpc":"2.0","id":{"a":1},"method":"eth_chainId"}'],
    ['a long method', `{"jsonrpc":"2.0","id":1,"method":"${'a'.repeat(10_000)}"}`],
    ['a refused method', '{"jsonrpc":"2.0","id":1,"method":"anvil_setBalance","params":[]}'],
    ['params as an object', '{"jsonrpc":"2.0","id":1,"method":"eth_chainId","params":{"a":1}}'],
    [
      'a log filter of numbers',
      '{"jsonrpc":"2.0","id":1,"method":"eth_getLogs","params":[{"fromBlock":0}]}',
    ],
    ['a batch of junk', '[1,null,"x",[],{}]'],
  ])('refuses %s', async (_, body) => {
    const res = await rpc('chainId=eip155:31337', body)
    expect(res.status).toBeLessThan(500)
    const answer = (await res.json()) as unknown
    const answers = (Array.isArray(answer) ? answer : [answer]) as Record<string, unknown>[]
    for (const item of answers) {
      expect(item).not.toHaveProperty('result')
      if (res.status === 200) {
        expect(item.jsonrpc).toBe('2.0')
        expect(REFUSALS).toContain((item.error as { code: number }).code)
      }
    }
    if (res.status !== 200) expect(res.status).toBeGreaterThanOrEqual(400)
  })

  it.each([
    '',
    'chainId=',
    'chainId=eip155:',
    'chainId=eip155:1e3',
    'chainId=-1',
    `chainId=${'9'.repeat(40)}`,
  ])('refuses the query %s with 400', async (query) => {
    const res = await rpc(query, '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}')
    expect(res.status).toBe(400)
    expect(await res.json()).toHaveProperty('code')
  })
})
