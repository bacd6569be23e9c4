import { getWalletsResponseSchema } from '@portico/common/schemas/api'
import { describe, expect, it } from 'vitest'
import { gatewayConfigSchema } from './config/gatewayConfigSchema'
import { startGateway } from './startGateway'

describe('startGateway over a real socket', () => {
  it('serves on an ephemeral 127.0.0.1 port and closes cleanly', async () => {
    const config = gatewayConfigSchema.parse({
      port: 0,
      dbPath: ':memory:',
      chains: [{ chainId: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:9/' }],
      projects: [{ projectId: 'demo', allowedOrigins: ['http://127.0.0.1:5173'] }],
      indexer: { enabled: false },
    })
    const gateway = await startGateway(config)
    try {
      expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const chains = await fetch(`${gateway.url}/v1/supported-chains?projectId=demo`, {
        headers: { Origin: 'http://127.0.0.1:5173' },
      })
      expect(chains.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
      expect(await chains.json()).toEqual({ http: ['eip155:31337'], ws: [] })
      const wallets = await fetch(
        `${gateway.url}/getWallets?projectId=demo&page=1&entries=4&search=rain`,
      )
      expect(getWalletsResponseSchema.parse(await wallets.json()).data[0]?.name).toBe('Rainbow')
      const denied = await fetch(`${gateway.url}/getWallets?projectId=wrong`)
      expect(denied.status).toBe(403)
      expect(await denied.json()).toEqual({
        code: 'UNAUTHORIZED_INVALID_KEY',
        message: 'Unauthorized: invalid key',
      })
    } finally {
      await gateway.close()
    }
    await expect(fetch(`${gateway.url}/health`)).rejects.toThrow()
  })
})
