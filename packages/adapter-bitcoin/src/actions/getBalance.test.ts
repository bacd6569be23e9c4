import { describe, expect, it } from 'vitest'
import { createTestBitcoinState, regtest } from '../testing/createTestBitcoinState'
import { serveEsplora } from '../testing/serveEsplora'
import { getBalance } from './getBalance'

describe('getBalance', () => {
  it("sums the address's outputs in whole coins", async () => {
    const esplora = await serveEsplora({
      utxos: [{ txid: 'ab'.repeat(32), vout: 0, value: 150_000, status: { confirmed: true } }],
      feeRate: 1,
    })
    const { state, key } = createTestBitcoinState({ esplora: () => ({ baseUrl: esplora.url }) })
    expect(await getBalance(state, { address: key.payment, caipNetwork: regtest })).toEqual({
      balance: '0.0015',
      symbol: 'BTC',
    })
    await esplora.close()
  })
})
