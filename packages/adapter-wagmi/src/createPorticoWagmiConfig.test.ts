// @vitest-environment jsdom

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@portico/common'
import { KNOWN_CHAINS } from '@portico/common'
import { createMemoryStorage } from '@portico/test/adapterContract'
import { describe, expect, it } from 'vitest'
import { createPorticoWagmiConfig } from './createPorticoWagmiConfig'

const mainnet = KNOWN_CHAINS.mainnet as CaipNetwork
const solana = KNOWN_CHAINS.solana as CaipNetwork
const twoRpcs: CaipNetwork = {
  ...(KNOWN_CHAINS.base as CaipNetwork),
  rpcUrls: { default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] } },
}

describe('createPorticoWagmiConfig', () => {
  it('makes one wagmi chain per EVM network, in order, ignoring other namespaces', () => {
    const config = createPorticoWagmiConfig({ networks: [solana, mainnet, twoRpcs] })
    expect(config.chains.map((c) => c.id)).toEqual([1, 8453])
    expect(config.state.chainId).toBe(1)
  })

  it('uses HTTP to the RPC URL, and a fallback over several URLs', () => {
    const config = createPorticoWagmiConfig({ networks: [mainnet, twoRpcs] })
    expect(config.getClient({ chainId: 1 }).transport.type).toBe('http')
    expect(config.getClient({ chainId: 8453 }).transport.type).toBe('fallback')
  })

  it('fails over to the next URL when the first is down (the fallback loads with the first request)', async () => {
    // A JSON-RPC node on loopback that answers every call with block 0x2a.
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      req.on('end', () => {
        const calls = [JSON.parse(body)].flat() as { id: number }[]
        const answers = calls.map((call) => ({ jsonrpc: '2.0', id: call.id, result: '0x2a' }))
        res.setHeader('content-type', 'application/json')
        res.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? answers : answers[0]))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const network: CaipNetwork = {
        ...twoRpcs,
        rpcUrls: { default: { http: ['http://127.0.0.1:1', `http://127.0.0.1:${port}`] } },
      }
      const config = createPorticoWagmiConfig({ networks: [network] })
      const answer = await config
        .getClient({ chainId: 8453 })
        .request({ method: 'eth_blockNumber' })
      expect(answer).toBe('0x2a')
    } finally {
      server.close()
    }
  })

  it('keeps only the legacy injected connector: EIP-6963 wallets come from the adapter', () => {
    const config = createPorticoWagmiConfig({ networks: [mainnet] })
    expect(config.connectors.map((c) => c.id)).toEqual(['injected'])
    expect(config._internal.mipd).toBeUndefined()
  })

  it('writes its state under the portico.wagmi prefix of the given storage', async () => {
    const storage = createMemoryStorage()
    const config = createPorticoWagmiConfig({ networks: [mainnet], storage })
    config.setState((state) => ({ ...state, chainId: 1 }))
    await expect.poll(() => [...storage.entries.keys()]).toContain('portico.wagmi.store')
  })

  it('refuses a list without EVM networks', () => {
    expect(() => createPorticoWagmiConfig({ networks: [solana] })).toThrow(
      'No eip155 network configured for the wagmi adapter',
    )
  })
})
