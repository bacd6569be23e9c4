import { defaultUniswapV2, defaultUniswapV3, predictTestTokens } from '@portico/test/devnet'
import { walletFrameConfigSchema } from '@portico/wallet-frame'
import { describe, expect, it } from 'vitest'
import { testDevnets } from '../testing/testDevnets'
import { DEMO_EIP7702_PROJECT } from './demoEip7702Project'
import { solanaGatewayChain } from './startSolanaRpc'
import { DEV_STACK_MAILS_PER_ADDRESS, walletFrameConfig } from './walletFrameConfig'

const chains = testDevnets().slice(0, 1)
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

  it('lets the one loopback address send the mails of many logins (every page and test is 127.0.0.1), keeping the limit per email address', () => {
    const parsed = walletFrameConfigSchema.parse(walletFrameConfig(base))
    const defaults = walletFrameConfigSchema.parse({ ...walletFrameConfig(base), rateLimits: {} })
    expect(parsed.rateLimits.sendPerIp).toEqual(DEV_STACK_MAILS_PER_ADDRESS)
    expect(parsed.rateLimits.sendPerIp.capacity).toBeGreaterThan(
      defaults.rateLimits.sendPerIp.capacity * 10,
    )
    expect(parsed.rateLimits.sendPerEmail).toEqual(defaults.rateLimits.sendPerEmail)
  })

  it("starts the visitors of the demo's EIP-7702 project on their own address as a smart account", () => {
    const parsed = walletFrameConfigSchema.parse(walletFrameConfig(base))
    expect(parsed.projectAccountType).toEqual({ [DEMO_EIP7702_PROJECT]: 'eip7702' })
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
      expect.objectContaining({
        chainId: 31337,
        name: 'Portico Devnet A',
        rpcUrl: 'http://127.0.0.1:8545',
      }),
    ])
  })

  it('names the swap routers, WETH and the test tokens for the approval view', () => {
    const [chain] = walletFrameConfig(base).chains
    const tokens = predictTestTokens()
    expect(chain?.contracts).toEqual([
      // Every swap the stack's gateway builds goes to SwapRouter02.
      { address: defaultUniswapV3.swapRouter02, name: 'Uniswap SwapRouter02' },
      { address: defaultUniswapV2.router, name: 'Uniswap V2 router' },
      { address: defaultUniswapV2.weth, name: 'Wrapped Ether' },
      { address: tokens.erc20.address, name: 'Portico Test Token' },
      { address: tokens.tetherStyle.address, name: 'Test Tether USD' },
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
