import { describe, expect, it } from 'vitest'
import { defaultStackPorts, readStackPorts } from './stackPorts'

describe('readStackPorts', () => {
  it('uses the conventional ports when nothing is set', () => {
    expect(readStackPorts({})).toEqual({
      demo: 5173,
      testWallet: 5174,
      gateway: 8787,
      relay: 8788,
      devnetA: 8545,
      devnetB: 8546,
      bitcoin: 18443,
      walletFrame: 8789,
      mailSmtp: 1025,
      mailWeb: 1080,
      oidc: 8790,
      onramp: 5175,
      exchange: 5177,
      bundlerA: 4337,
      bundlerB: 4338,
      solana: 8899,
      solanaWs: 8900,
    })
  })

  it('takes overrides from the environment, with or without a prefix', () => {
    expect(readStackPorts({ PORTICO_DEMO_PORT: '3000', PORTICO_GATEWAY_PORT: '' })).toEqual({
      ...defaultStackPorts,
      demo: 3000,
    })
    expect(
      readStackPorts(
        { PORTICO_E2E_RELAY_PORT: '19000', PORTICO_RELAY_PORT: '1' },
        defaultStackPorts,
        'PORTICO_E2E_',
      ).relay,
    ).toBe(19000)
  })

  it('names the variable that holds a bad port', () => {
    expect(() => readStackPorts({ PORTICO_DEVNET_B_PORT: 'eighty' })).toThrow(
      "PORTICO_DEVNET_B_PORT must be a port number (1-65535), got 'eighty'",
    )
  })
})
