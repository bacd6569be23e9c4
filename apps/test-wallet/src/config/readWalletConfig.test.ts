import { describe, expect, it } from 'vitest'
import { readWalletConfig } from './readWalletConfig'

describe('readWalletConfig', () => {
  it('defaults to the dev stack relay and devnets', () => {
    expect(readWalletConfig({})).toEqual({
      relayUrl: 'ws://127.0.0.1:8788',
      projectId: 'portico-test-wallet',
      chains: [
        { id: 31337, name: 'Devnet 31337', rpcUrl: 'http://127.0.0.1:8545' },
        { id: 31338, name: 'Devnet 31338', rpcUrl: 'http://127.0.0.1:8546' },
      ],
      solanaRpcUrl: 'http://127.0.0.1:8899',
    })
  })

  it('reads the relay, project id and any VITE_PORTICO_RPC_<chainId>', () => {
    const config = readWalletConfig({
      VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:18788',
      VITE_PORTICO_PROJECT_ID: 'stack',
      VITE_PORTICO_RPC_31337: 'http://127.0.0.1:18545',
      VITE_PORTICO_RPC_1: 'http://127.0.0.1:9000',
      VITE_PORTICO_RPC_10: 'not a url',
      VITE_PORTICO_GATEWAY_URL: 'http://127.0.0.1:8787',
      VITE_PORTICO_SOLANA_RPC: 'http://127.0.0.1:18899',
    })
    expect(config.solanaRpcUrl).toBe('http://127.0.0.1:18899')
    expect(readWalletConfig({ VITE_PORTICO_SOLANA_RPC: 'nope' }).solanaRpcUrl).toBe(
      'http://127.0.0.1:8899',
    )
    expect(config.relayUrl).toBe('ws://127.0.0.1:18788')
    expect(config.projectId).toBe('stack')
    expect(config.chains.map((c) => [c.id, c.rpcUrl])).toEqual([
      [1, 'http://127.0.0.1:9000'],
      [31337, 'http://127.0.0.1:18545'],
      [31338, 'http://127.0.0.1:8546'],
    ])
  })
})
