import { createMetrics, silentLogger } from '@portico/server'
import {
  type Anvil,
  defaultAccountAbstraction,
  defaultVerifyingPaymaster,
  deployAccountAbstraction,
  rpcRequest,
  startAnvil,
} from '@portico/test/devnet'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { gatewayConfigSchema } from '../config/gatewayConfigSchema'
import { createTestDb } from '../testing/createTestDb'
import { gatewayTestDialects } from '../testing/gatewayTestDialects'
import { createSettlementMetrics } from './createSettlementMetrics'
import { createSponsorshipSettler } from './createSponsorshipSettler'
import { moveSettlementCursor } from './moveSettlementCursor'
import type { SponsorshipDatabase } from './SponsorshipDatabase'

const paymaster = {
  address: defaultVerifyingPaymaster,
  entryPoint: defaultAccountAbstraction.entryPoint,
}

// A live devnet with the EntryPoint (the paymaster's deposit reads 0 there) and a chain whose node
// does not answer, as the settler meets them in production.
describe.each(await gatewayTestDialects())('the sponsorship settler (%s)', (dialect) => {
  let anvil: Anvil
  const closers: (() => Promise<void>)[] = []
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
    await deployAccountAbstraction(anvil.rpcUrl)
  }, 60_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close()
  })

  async function settlerOn() {
    const { db, close } = await createTestDb(dialect)
    closers.push(close)
    const { chains } = gatewayConfigSchema.parse({
      chains: [
        {
          chainId: 31338,
          name: 'Down',
          rpcUrl: 'http://127.0.0.1:9/',
          bundlerUrl: 'http://127.0.0.1:9/',
          paymaster,
        },
        {
          chainId: 31337,
          name: 'Devnet',
          rpcUrl: anvil.rpcUrl,
          bundlerUrl: 'http://127.0.0.1:9/',
          paymaster,
        },
      ],
      paymaster: { signerKey: `0x${'1'.repeat(64)}` },
    })
    const clients = createChainClients(chains)
    const metrics = createMetrics({ service: 'gateway', processMetrics: false })
    const failures: { message: string; fields: unknown }[] = []
    const settler = createSponsorshipSettler({
      db: db.withTables<SponsorshipDatabase>(),
      chains,
      clientOf: (caip2) => clients.get(caip2),
      metrics: createSettlementMetrics(metrics),
      logger: { ...silentLogger, error: (message, fields) => failures.push({ message, fields }) },
      intervalMs: 60_000,
    })
    return { db: db.withTables<SponsorshipDatabase>(), settler, metrics, failures }
  }
  const head = async () => BigInt(String(await rpcRequest(anvil.rpcUrl, 'eth_blockNumber', [])))

  it('settles the chains that answer while one is down, and logs the one that is not', async () => {
    const { settler, metrics, failures } = await settlerOn()
    const ticks = await settler.tick()
    expect(ticks).toEqual([
      { chain: 'eip155:31337', toBlock: await head(), settled: 0, released: 0 },
    ])
    expect(failures).toEqual([
      {
        message: 'sponsorship settlement failed',
        fields: expect.objectContaining({ chainId: 31338 }),
      },
    ])
    const text = await metrics.render()
    expect(text).toMatch(/^portico_paymaster_deposit_wei\{chain="eip155:31337"[^}]*\} 0$/m)
    expect(text).not.toMatch(/portico_paymaster_deposit_wei\{chain="eip155:31338"/)
  }, 30_000)

  it('starts a chain’s cursor at its head, then reads every block mined since, and never moves it back', async () => {
    const { db, settler } = await settlerOn()
    const first = await head()
    expect((await settler.tick())[0]?.toBlock).toBe(first)
    for (let i = 0; i < 3; i++) await rpcRequest(anvil.rpcUrl, 'evm_mine', [])
    expect((await settler.tick())[0]?.toBlock).toBe(first + 3n)
    // A node behind (it read only the first block) leaves the cursor where it is.
    await moveSettlementCursor(db, 'eip155:31337', first, 1)
    const cursor = await db
      .selectFrom('sponsorship_settlement_cursors')
      .selectAll()
      .where('chain_id', '=', 'eip155:31337')
      .executeTakeFirstOrThrow()
    expect(Number(cursor.next_block)).toBe(Number(first + 4n))
    expect(Number(cursor.scanned_until)).toBeGreaterThan(1)
    // Nothing new: nothing read.
    expect((await settler.tick())[0]?.toBlock).toBe(first + 3n)
  }, 30_000)
})
