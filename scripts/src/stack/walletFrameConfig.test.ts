import { defaultUniswapV2, predictTestTokens } from '@portico/test/devnet'
import { describe, expect, it } from 'vitest'
import { solanaGatewayChain } from './startSolanaRpc'
import { walletFrameConfig } from './walletFrameConfig'

const chains = [
  {
    chainId: 31337,
    name: 'Portico Devnet A',
    rpcUrl: 'http://127.0.0.1:8545',
    tokens: predictTestTokens(),
    uniswap: defaultUniswapV2,
  },
]
const base = {
  chains,
  port: 8789,
  publicUrl: 'http://localhost:8789',
  dataDir: '/tmp/wf',
  gatewayUrl: 'http://127.0.0.1:8787',
  smtpPort: 1025,
}

describe('walletFrameConfig', () => {
  it('listens on 127.0.0.1 and is reached on localhost, which passkeys accept as relying party', () => {
    const config = walletFrameConfig(base)
    expect(config.host).toBe('127.0.0.1')
    expect(config.port).toBe(8789)
    expect(config.publicUrl).toBe('http://localhost:8789')
  })

  it('lets the embedded wallet sign on the local Solana chain when the stack runs it', () => {
    const config = walletFrameConfig({
      ...base,
      solana: solanaGatewayChain('http://127.0.0.1:8899'),
    })
    expect(config.solanaChains).toEqual([
      {
        caipNetworkId: 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf',
        name: 'Portico Local Solana',
        rpcUrl: 'http://127.0.0.1:8899',
      },
    ])
    expect(config.chains).toEqual([
      { chainId: 31337, name: 'Portico Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
    ])
  })

  it('lists no Solana cluster without it', () => {
    expect(walletFrameConfig(base)).not.toHaveProperty('solanaChains')
  })

  it("passes the gateway's proxy secret on, and sends none without it", () => {
    const secret = 'x'.repeat(43)
    expect(walletFrameConfig({ ...base, gatewayProxySecret: secret }).gatewayProxySecret).toBe(
      secret,
    )
    expect(walletFrameConfig(base)).not.toHaveProperty('gatewayProxySecret')
  })
})
