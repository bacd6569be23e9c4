import { historyResponseSchema } from '@portico/common/schemas/api'
import { type Anvil, anvilAccounts, startAnvil } from '@portico/test'
import { createManualClock } from '@portico/test/services/createManualClock'
import { type Address, createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClients } from '../blockchain/createChainClients'
import { toGatewayChains } from '../blockchain/GatewayChain'
import { createIndexer } from '../indexer/createIndexer'
import { createTestGateway } from '../testing/createTestGateway'
import { sendEther } from '../testing/devnetActions'

const treasury = anvilAccounts[8]?.address as Address
const buyer = anvilAccounts[3]?.address as Address
let anvil: Anvil
let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  const client = createPublicClient({ transport: http(anvil.rpcUrl) })
  const clock = createManualClock()
  gateway = await createTestGateway(
    {
      chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: anvil.rpcUrl }],
      priceSource: { kind: 'static', prices: { ETH: 2000 } },
      historyPageSize: 2,
      onramp: {
        providers: [
          { kind: 'sandbox', url: 'http://127.0.0.1:5175', secret: 'x'.repeat(16), treasury },
        ],
      },
    },
    { clock },
  )
  // Three deliveries from the treasury and one ordinary payment.
  for (const ether of ['0.1', '0.2', '0.3']) {
    await sendEther({ rpcUrl: anvil.rpcUrl, client, to: buyer, ether, from: treasury })
  }
  await sendEther({ rpcUrl: anvil.rpcUrl, client, to: buyer, ether: '1' })
  const chains = toGatewayChains(gateway.config.chains, createChainClients(gateway.config.chains))
  await createIndexer({ db: gateway.db, chains, clock, pollIntervalMs: 1000, batchSize: 10 }).sync()
}, 60_000)

afterAll(async () => {
  await gateway?.close()
  await anvil?.stop()
})

const history = async (query: string) => {
  const res = await gateway.app.request(`/v1/account/${buyer}/history?projectId=p&${query}`)
  return { status: res.status, body: await res.json() }
}

describe('history with the onramp parameter', () => {
  it("lists only the provider's deposits, newest first, as deposits, page by page", async () => {
    const first = await history('chainId=eip155:31337&onramp=sandbox')
    expect(first.status).toBe(200)
    const page = historyResponseSchema.parse(first.body)
    expect(page.data.map((tx) => tx.transfers?.[0]?.quantity.numeric)).toEqual(['0.3', '0.2'])
    expect(page.data[0]?.metadata).toMatchObject({
      operationType: 'deposit',
      chain: 'eip155:31337',
      sentTo: buyer,
    })
    expect(page.data[0]?.metadata.sentFrom.toLowerCase()).toBe(treasury.toLowerCase())
    expect(page.data[0]?.transfers?.[0]?.direction).toBe('in')
    const next = historyResponseSchema.parse(
      (await history(`chainId=eip155:31337&onramp=sandbox&cursor=${page.next}`)).body,
    )
    expect(next.data.map((tx) => tx.transfers?.[0]?.quantity.numeric)).toEqual(['0.1'])
    expect(next.next).toBeNull()
  })

  it('keeps the plain history without it, and refuses an unknown provider', async () => {
    const plain = historyResponseSchema.parse((await history('chainId=eip155:31337')).body)
    expect(plain.data[0]?.transfers?.[0]?.quantity.numeric).toBe('1')
    expect(plain.data[0]?.metadata.operationType).toBe('receive')
    const unknown = await history('chainId=eip155:31337&onramp=nobody')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe("Unknown on-ramp provider 'nobody'")
  })
})
