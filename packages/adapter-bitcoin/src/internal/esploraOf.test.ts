import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { KNOWN_CHAINS } from '@portico/common'
import type { AdapterContext } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { NoEsploraApiError } from '../errors/esplora'
import { createBitcoinState } from './bitcoinState'
import { esploraOf } from './esploraOf'

describe('esploraOf', () => {
  it("gives a client of the network's endpoint", () => {
    const state = createBitcoinState({
      networks: [KNOWN_CHAINS.bitcoin],
      esplora: () => ({ baseUrl: 'https://esplora.example' }),
    })
    expect(typeof esploraOf(state, KNOWN_CHAINS.bitcoin).balance).toBe('function')
  })

  it('names the network the app gave no API for', () => {
    const state = createBitcoinState({ networks: [KNOWN_CHAINS.bitcoin], esplora: () => undefined })
    expect(() => esploraOf(state, KNOWN_CHAINS.bitcoin)).toThrow(NoEsploraApiError)
    expect(() => esploraOf(state, KNOWN_CHAINS.bitcoin)).toThrow(
      `No Esplora API for ${KNOWN_CHAINS.bitcoin.name}`,
    )
  })

  it('reads through the client’s gateway and project, as the adapter context names them, when the app gives no API', async () => {
    const asked: string[] = []
    const gateway = createServer((request, response) => {
      asked.push(request.url ?? '')
      const stats = { funded_txo_sum: 5_000, spent_txo_sum: 1_000 }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ chain_stats: stats, mempool_stats: stats }))
    })
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
    const { port } = gateway.address() as AddressInfo
    const state = createBitcoinState({ networks: [KNOWN_CHAINS.bitcoin] })
    state.context = {
      apiUrl: `http://127.0.0.1:${port}/`,
      projectId: 'shop',
    } as Partial<AdapterContext> as AdapterContext
    try {
      await expect(esploraOf(state, KNOWN_CHAINS.bitcoin).balance('bc1qexample')).resolves.toBe(
        8_000n,
      )
      const reference = KNOWN_CHAINS.bitcoin.caipNetworkId.split(':')[1]
      expect(asked).toEqual([`/v1/esplora/${reference}/address/bc1qexample?projectId=shop`])
    } finally {
      gateway.close()
    }
  })
})
