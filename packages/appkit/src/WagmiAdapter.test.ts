// @vitest-environment jsdom
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CaipNetwork, DEVNET_CHAINS } from '@portico/common'
import { createStorage, custom, injected } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter'

const networks = [
  DEVNET_CHAINS.devnetA,
  DEVNET_CHAINS.devnetB,
  { ...DEVNET_CHAINS.devnetA, chainNamespace: 'solana', caipNetworkId: 'solana:x', id: 'x' },
] as const

describe('WagmiAdapter', () => {
  it('exposes the wagmi config of the EVM networks, driven by the Portico adapter', () => {
    const adapter = new WagmiAdapter({ projectId: 'p1', networks })
    expect(adapter.projectId).toBe('p1')
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(adapter.porticoAdapter.wagmiConfig).toBe(adapter.wagmiConfig)
    expect(adapter.porticoAdapter.namespace).toBe('eip155')
  })

  it('takes wagmi storage and extra connectors', () => {
    const entries = new Map<string, string>()
    const storage = createStorage({
      key: 'app',
      storage: {
        getItem: (key) => entries.get(key) ?? null,
        setItem: (key, value) => void entries.set(key, value),
        removeItem: (key) => void entries.delete(key),
      },
    })
    const adapter = new WagmiAdapter({
      projectId: 'p1',
      networks,
      storage,
      connectors: [injected({ target: 'metaMask' })],
    })
    expect(adapter.wagmiConfig.storage).toBe(storage)
    expect(adapter.wagmiConfig.connectors.map((c) => c.id)).toEqual(['injected', 'metaMask'])
  })

  describe('customRpcUrls', () => {
    const servers: Server[] = []
    afterEach(() => {
      for (const server of servers.splice(0)) server.close()
    })

    /** A JSON-RPC node on loopback answering eth_chainId with `answer`, or failing with 500. */
    async function node(answer: string | 'fail'): Promise<{ url: string; calls: string[] }> {
      const calls: string[] = []
      const server = createServer((req, res) => {
        let body = ''
        req.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        req.on('end', () => {
          const call = [JSON.parse(body)].flat()[0] as { id: number; method: string }
          calls.push(call.method)
          if (answer === 'fail') {
            res.statusCode = 500
            res.end('down')
            return
          }
          res.setHeader('content-type', 'application/json')
          const reply = { jsonrpc: '2.0', id: call.id, result: answer }
          res.end(JSON.stringify(Array.isArray(JSON.parse(body)) ? [reply] : reply))
        })
      })
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls }
    }
    const withRpc = (url: string): CaipNetwork => ({
      ...DEVNET_CHAINS.devnetA,
      rpcUrls: { default: { http: [url] } },
    })

    it("send the chain's requests to the custom URL first", async () => {
      const own = await node('0x1')
      const mine = await node('0x2')
      const adapter = new WagmiAdapter({
        projectId: 'p1',
        networks: [withRpc(own.url), DEVNET_CHAINS.devnetB],
        customRpcUrls: { 'eip155:31337': [{ url: mine.url }] },
      })
      const client = adapter.wagmiConfig.getClient({ chainId: 31337 })
      expect(await client.request({ method: 'eth_chainId' })).toBe('0x2')
      expect(mine.calls).toEqual(['eth_chainId'])
      expect(own.calls).toEqual([])
    })

    it("fall back to the network's own URL when the custom one fails", async () => {
      const own = await node('0x1')
      const mine = await node('fail')
      const adapter = new WagmiAdapter({
        projectId: 'p1',
        networks: [withRpc(own.url)],
        connectors: [],
        customRpcUrls: { 'eip155:31337': [{ url: mine.url, config: { retryCount: 0 } }] },
      })
      const client = adapter.wagmiConfig.getClient({ chainId: 31337 })
      expect(await client.request({ method: 'eth_chainId' })).toBe('0x1')
      expect(mine.calls).toEqual(['eth_chainId'])
    })

    it('leave a chain given in transports to that transport', async () => {
      const mine = await node('0x2')
      const answers: string[] = []
      const adapter = new WagmiAdapter({
        projectId: 'p1',
        networks: [DEVNET_CHAINS.devnetA],
        transports: {
          31337: custom({
            request: async ({ method }) => {
              answers.push(method)
              return '0x7a69'
            },
          }),
        },
        customRpcUrls: { 'eip155:31337': [{ url: mine.url }] },
      })
      const client = adapter.wagmiConfig.getClient({ chainId: 31337 })
      expect(await client.request({ method: 'eth_chainId' })).toBe('0x7a69')
      expect(answers).toEqual(['eth_chainId'])
      expect(mine.calls).toEqual([])
    })
  })
})
