import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './loadConfig'

describe('loadConfig', () => {
  it('defaults to the two dev devnets on 127.0.0.1:8787', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8787)
    expect(config.host).toBe('127.0.0.1')
    expect(config.chains.map((c) => [c.chainId, c.rpcUrl])).toEqual([
      [31337, 'http://127.0.0.1:8545'],
      [31338, 'http://127.0.0.1:8546'],
    ])
    expect(config.balanceCacheMs).toBe(30_000)
  })

  it('reads the file, then lets the environment move ports and RPC URLs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-config-'))
    const file = join(dir, 'gateway.json')
    const token = { address: `0x${'1'.repeat(40)}`, name: 'Test USD', symbol: 'TUSD', decimals: 6 }
    writeFileSync(
      file,
      JSON.stringify({
        chains: [
          { chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:1111', tokens: [token] },
        ],
        projects: [{ projectId: 'demo', allowedOrigins: ['http://127.0.0.1:5173'] }],
        priceSource: { kind: 'static', prices: { ETH: 3000 } },
      }),
    )
    const config = loadConfig({
      PORTICO_GATEWAY_CONFIG: file,
      PORTICO_GATEWAY_PORT: '9999',
      PORTICO_GATEWAY_DB: ':memory:',
      PORTICO_GATEWAY_RPC_URLS: '31337=http://127.0.0.1:2222,31338=http://127.0.0.1:3333',
    })
    expect(config.port).toBe(9999)
    expect(config.dbPath).toBe(':memory:')
    expect(config.chains[0]).toMatchObject({
      chainId: 31337,
      name: 'Local',
      rpcUrl: 'http://127.0.0.1:2222',
      tokens: [token],
    })
    expect(config.chains[1]).toMatchObject({ chainId: 31338, rpcUrl: 'http://127.0.0.1:3333' })
    expect(config.projects[0]?.analyticsEnabled).toBe(true)
  })

  it('rejects an invalid file with the offending field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-config-'))
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify({ chains: [{ chainId: -1, name: 'x', rpcUrl: 'ftp://x' }] }))
    expect(() => loadConfig({ PORTICO_GATEWAY_CONFIG: file })).toThrow(/chainId|rpcUrl/)
  })
})
