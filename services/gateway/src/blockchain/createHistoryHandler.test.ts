import { historyResponseSchema } from '@portico/common/schemas/api'
import { type Anvil, startAnvil } from '@portico/test'
import { createManualClock } from '@portico/test/services/createManualClock'
import { testRedisAnswers } from '@portico/test/services/testServiceAnswers'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { chainConfigSchema, type GatewayConfigInput } from '../config/gatewayConfigSchema'
import type { GatewayDb } from '../db/Database'
import { createRedisShared } from '../shared/createRedisShared'
import { createTestDb } from '../testing/createTestDb'
import { createTestGateway } from '../testing/createTestGateway'
import { createTestIndexer } from '../testing/createTestIndexer'
import { createTestRedis } from '../testing/createTestRedis'
import { sendEther } from '../testing/devnetActions'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'

let anvil: Anvil
let client: PublicClient
let input: GatewayConfigInput
const dialects = await gatewayTestDialects()
const closers: (() => Promise<void>)[] = []

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl) })
  input = {
    chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl }],
    priceSource: { kind: 'static', prices: { ETH: 2000 } },
    publicUrl: 'http://127.0.0.1:8787',
  }
}, 30_000)

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

afterAll(async () => {
  await anvil?.stop()
})

function indexerOn(db: GatewayDb) {
  const chain = chainConfigSchema.parse({ chainId: 31337, name: 'Anvil', rpcUrl: anvil.rpcUrl })
  return createTestIndexer({ db, chains: [chain], batchSize: 10 })
}

// An account of its own per test: every test shares the devnet.
const freshAccount = () => privateKeyToAddress(generatePrivateKey())

async function historyOf(
  app: { request: (path: string) => Response | Promise<Response> },
  account: Address,
) {
  const res = await app.request(
    `/v1/account/${account}/history?chainId=eip155:31337&st=appkit&sv=bench&projectId=p`,
  )
  expect(res.status).toBe(200)
  return historyResponseSchema.parse(await res.json())
}

// Changes a stored transaction behind the indexer's back: its progress stays, so only the
// cache's lifetime tells whether a page comes from the cache.
async function renumberNonces(db: GatewayDb, nonce: number) {
  await db.updateTable('transactions').set({ nonce }).execute()
}

describe.each(dialects)('history pages cached under the index progress (%s)', (dialect) => {
  it('serves a page from the cache for its lifetime, but a newly indexed transfer at once', async () => {
    const clock = createManualClock()
    const gateway = await createTestGateway(input, { clock, dialect })
    closers.push(gateway.close)
    const indexer = indexerOn(gateway.db)
    const account = freshAccount()
    const first = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: account, ether: '0.1' })
    await indexer.sync()
    const page1 = await historyOf(gateway.app, account)
    expect(page1.data.map((tx) => tx.metadata.hash)).toEqual([first])

    await renumberNonces(gateway.db, 4242)
    expect((await historyOf(gateway.app, account)).data[0]?.metadata.nonce).toBe(
      page1.data[0]?.metadata.nonce,
    )

    const second = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: account, ether: '0.2' })
    await indexer.sync()
    // The clock has not moved: the new transfer shows because the index moved.
    const page2 = await historyOf(gateway.app, account)
    expect(page2.data.map((tx) => tx.metadata.hash)).toEqual([second, first])
    expect(page2.data[1]?.metadata.nonce).toBe(4242)

    await renumberNonces(gateway.db, 4343)
    expect((await historyOf(gateway.app, account)).data[1]?.metadata.nonce).toBe(4242)
    clock.advance(gateway.config.balanceCacheMs)
    expect((await historyOf(gateway.app, account)).data[1]?.metadata.nonce).toBe(4343)
  }, 60_000)

  it('drops a cached page whose transfer a reorg removed, at the same block height', async () => {
    const gateway = await createTestGateway(input, { clock: createManualClock(), dialect })
    closers.push(gateway.close)
    const indexer = indexerOn(gateway.db)
    const account = freshAccount()
    await indexer.sync()
    const snapshot = await client.request({ method: 'evm_snapshot' as 'eth_chainId' })
    const orphan = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: account, ether: '0.3' })
    await indexer.sync()
    expect((await historyOf(gateway.app, account)).data.map((tx) => tx.metadata.hash)).toEqual([
      orphan,
    ])

    await client.request({ method: 'evm_revert' as 'eth_chainId', params: [snapshot] as never })
    // Another transaction in the orphan's place: the chain is as long as before.
    await sendEther({ rpcUrl: anvil.rpcUrl, client, to: freshAccount(), ether: '0.1' })
    await indexer.sync()
    expect((await historyOf(gateway.app, account)).data).toEqual([])
  }, 60_000)
})

describe.runIf(
  dialects.includes('postgres') && (await testRedisAnswers('history pages shared in Redis')),
)('history pages cached in Redis for several nodes on one PostgreSQL', () => {
  it('a page cached by one node is served by the other until the index moves', async () => {
    const { db, close } = await createTestDb('postgres')
    closers.push(close)
    const clock = createManualClock()
    // Two nodes: two Redis connections under one key prefix, one database.
    const connections = [await createTestRedis(), await createTestRedis()]
    for (const redis of connections) closers.push(redis.close)
    const keyPrefix = connections[0]?.prefix ?? ''
    const [a, b] = await Promise.all(
      connections.map(async (redis) => {
        const shared = createRedisShared({ redis: redis.redis, keyPrefix, clock })
        return createTestGateway(input, { clock, db, shared })
      }),
    )
    if (!a || !b) throw new Error('two nodes expected')
    const indexer = indexerOn(db)
    const account = freshAccount()
    const first = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: account, ether: '0.1' })
    await indexer.sync()
    const nonce = (await historyOf(a.app, account)).data[0]?.metadata.nonce

    await renumberNonces(db, 4242)
    // Node b answers from the page node a cached.
    expect((await historyOf(b.app, account)).data[0]?.metadata.nonce).toBe(nonce)

    const second = await sendEther({ rpcUrl: anvil.rpcUrl, client, to: account, ether: '0.2' })
    await indexer.sync()
    for (const node of [b, a]) {
      expect((await historyOf(node.app, account)).data.map((tx) => tx.metadata.hash)).toEqual([
        second,
        first,
      ])
    }
  }, 60_000)
})
