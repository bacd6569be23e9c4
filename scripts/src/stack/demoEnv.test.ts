import { describe, expect, it } from 'vitest'
import { testDevnets } from '../testing/testDevnets'
import { demoEnv } from './demoEnv'

const chains = testDevnets()

describe('demoEnv', () => {
  it('hands every endpoint to the apps as VITE_PORTICO_* variables', () => {
    const env = demoEnv({
      urls: {
        demo: 'http://127.0.0.1:5173',
        gateway: 'http://127.0.0.1:8787',
        relay: 'ws://127.0.0.1:8788',
      },
      chains,
      projectId: 'portico-demo',
    })
    expect(env).toMatchObject({
      VITE_PORTICO_GATEWAY_URL: 'http://127.0.0.1:8787',
      VITE_PORTICO_API_URL: 'http://127.0.0.1:8787',
      VITE_PORTICO_RELAY_URL: 'ws://127.0.0.1:8788',
      VITE_PORTICO_RPC_31337: 'http://127.0.0.1:8545',
      VITE_PORTICO_RPC_31338: 'http://127.0.0.1:8546',
      VITE_PORTICO_PROJECT_ID: 'portico-demo',
    })
    expect(JSON.parse(env.VITE_PORTICO_TOKENS ?? '{}')[31338].erc20.symbol).toBe('PTT')
    expect(env).not.toHaveProperty('VITE_PORTICO_TEST_WALLET_URL')
  })
})
