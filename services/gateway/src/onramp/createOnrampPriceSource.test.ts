import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../convert/nativeTokenAddress'
import { createTestGateway } from '../testing/createTestGateway'
import { startSwapDevnet } from '../testing/startSwapDevnet'

let devnet: Awaited<ReturnType<typeof startSwapDevnet>>
let gateway: Awaited<ReturnType<typeof createTestGateway>>

beforeAll(async () => {
  devnet = await startSwapDevnet(31337)
  const network = (contract: string) => ({
    name: 'portico-devnet-a',
    display_name: 'Devnet A',
    chain_id: '31337',
    contract_address: contract,
  })
  gateway = await createTestGateway({
    chains: [devnet.chain],
    onramp: {
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('')] },
        {
          id: 'tUSDT',
          name: 'Test Tether USD',
          symbol: 'tUSDT',
          networks: [network(devnet.tokens.tetherStyle.address)],
        },
      ],
      providers: [
        {
          kind: 'sandbox',
          url: 'http://127.0.0.1:5175',
          secret: 'x'.repeat(16),
          treasury: '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f',
        },
      ],
    },
  })
}, 120_000)

afterAll(async () => {
  await gateway?.close()
  await devnet?.anvil.stop()
})

const quote = async (purchaseCurrency: unknown) => {
  const options = await (await gateway.app.request('/v1/onramp/options')).json()
  const res = await gateway.app.request('/v1/onramp/quote', {
    method: 'POST',
    body: JSON.stringify({
      purchaseCurrency,
      paymentCurrency: options.paymentCurrencies[0],
      amount: '100',
      network: 'portico-devnet-a',
    }),
  })
  expect(res.status).toBe(200)
  return (await res.json()).purchaseAmount.amount as string
}

describe('on-ramp prices on the gateway chains', () => {
  it("buys ETH at the pools' price, the one balances and fungible/price use", async () => {
    const options = await (await gateway.app.request('/v1/onramp/options')).json()
    const priced = await gateway.app.request('/v1/fungible/price', {
      method: 'POST',
      body: JSON.stringify({
        currency: 'usd',
        addresses: [`eip155:31337:${NATIVE_TOKEN_ADDRESS}`],
      }),
    })
    const { fungibles } = await priced.json()
    const ethUsd: number = fungibles[0].price
    expect(ethUsd).toBeGreaterThan(100)
    // 100 USD less the sandbox's 1.5 %, at that price, rounded down to 6 decimals.
    const bought = Number(await quote(options.purchaseCurrencies[0]))
    expect(bought).toBeCloseTo(98.5 / ethUsd, 5)
    expect(bought).toBeLessThanOrEqual(98.5 / ethUsd)
  })

  it('buys the stablecoin 1:1 after the fee', async () => {
    const options = await (await gateway.app.request('/v1/onramp/options')).json()
    expect(await quote(options.purchaseCurrencies[1])).toBe('98.500000')
  })
})
