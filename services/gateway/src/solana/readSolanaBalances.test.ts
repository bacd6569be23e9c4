import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestGateway } from '../testing/createTestGateway'

// Test account 0 of the local chain (services/solana-rpc/README.md).
const owner = 'G9yJmr4mQ8h2G5ToxMAmbXd5iHLR4cDTU5BMnkQDGi7Q'

describe('the balance API on a Solana cluster', () => {
  let solana: TestSolanaChain
  let gateway: Awaited<ReturnType<typeof createTestGateway>>
  let chainId: string

  beforeAll(async () => {
    solana = await startSolanaRpc()
    chainId = `solana:${solana.genesisHash.slice(0, 32)}`
    gateway = await createTestGateway({
      solana: {
        chains: [
          {
            caipNetworkId: chainId,
            name: 'Local Solana',
            rpcUrl: solana.url,
            tokens: [{ mint: solana.mint, name: 'Portico Test Token', symbol: 'PTT', decimals: 6 }],
          },
        ],
      },
      priceSource: { kind: 'static', prices: { SOL: 150, [`${chainId}:${solana.mint}`]: 2 } },
    })
  }, 60_000)
  afterAll(async () => {
    await gateway?.close()
    await solana?.close()
  })

  const balances = async (path: string) => {
    const response = await gateway.app.request(path)
    expect(response.status, await response.clone().text()).toBe(200)
    return ((await response.json()) as { balances: Record<string, unknown>[] }).balances
  }

  it('lists SOL and the SPL tokens held, named and priced from the configuration', async () => {
    expect(await balances(`/v1/account/${owner}/balance?chainId=${chainId}&currency=usd`)).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/SOL$/),
      },
      {
        name: 'Portico Test Token',
        symbol: 'PTT',
        chainId,
        address: `${chainId}:${solana.mint}`,
        value: 2_000_000,
        price: 2,
        quantity: { decimals: '6', numeric: '1000000' },
        iconUrl: expect.stringMatching(/\/public\/getTokenImage\/PTT$/),
      },
    ])
  })

  it('takes a CAIP-10 address, follows the chain with forceUpdate, and lists the cluster as supported', async () => {
    await fetch(solana.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'requestAirdrop',
        params: [owner, 2_500_000_000],
      }),
    })
    const [sol] = await balances(`/v1/account/${chainId}:${owner}/balance?forceUpdate=true`)
    expect(sol?.quantity).toEqual({ decimals: '9', numeric: '1002.5' })
    const supported = await gateway.app.request('/v1/supported-chains')
    expect(((await supported.json()) as { http: string[] }).http).toContain(chainId)
  })

  it('answers nothing for a Solana cluster it does not serve', async () => {
    const other = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    expect(await balances(`/v1/account/${owner}/balance?chainId=${other}`)).toEqual([])
  })
})
