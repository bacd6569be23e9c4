import { type CaipNetwork, NoRpcUrlError } from '@portico/common'
import { createPortico } from '@portico/core'
import { gatewayConfigSchema, type RunningGateway, startGateway } from '@portico/gateway'
import { type Anvil, startAnvil } from '@portico/test'
import { createMemoryStorage } from '@portico/test/adapterContract'
import { fundAccount } from '@portico/test/devnet'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './createWagmiAdapter'

// A devnet the app lists without any RPC URL: the kit must read it through the gateway.
const network: CaipNetwork = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
}

const causes = (error: unknown): unknown[] =>
  error instanceof Error ? [error, ...causes(error.cause)] : []

let anvil: Anvil
let gateway: RunningGateway
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  gateway = await startGateway(
    gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      indexer: { enabled: false },
      chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: anvil.rpcUrl }],
      projects: [{ projectId: 'demo' }],
    }),
  )
}, 60_000)
afterAll(async () => {
  await gateway?.close()
  await anvil?.stop()
})

describe('a network without an RPC URL', () => {
  it("reads balances through the gateway's POST /v1 once core sets the adapter up", async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address
    await fundAccount(anvil.rpcUrl, holder, { value: parseEther('1.25') })
    const storage = createMemoryStorage()
    const adapter = createWagmiAdapter({
      networks: [network],
      storage,
      discoveryTarget: new EventTarget(),
    })
    // Before core hands it the gateway's URL there is none to read from.
    const early = await adapter
      .getBalance({ address: holder, caipNetwork: network })
      .catch((e) => e)
    expect(causes(early).some((error) => error instanceof NoRpcUrlError)).toBe(true)

    const portico = createPortico({
      networks: [network],
      adapters: [adapter],
      storage,
      apiUrl: gateway.url,
      projectId: 'demo',
    })
    await portico.init()
    expect(await adapter.getBalance({ address: holder, caipNetwork: network })).toMatchObject({
      balance: '1.25',
      symbol: 'ETH',
    })
  })
})
