import { exchangeConfigSchema, listExchangeAssets } from '@portico/exchange-sandbox'
import { gatewayConfigSchema } from '@portico/gateway'
import { predictTestTokens } from '@portico/test/devnet'
import { describe, expect, it } from 'vitest'
import { testDevnets } from '../testing/testDevnets'
import {
  exchangeGatewayConfig,
  exchangeSandboxConfig,
  exchangeTestAccounts,
} from './exchangeConfig'
import { gatewayConfig } from './gatewayConfig'
import { solanaGatewayChain } from './startSolanaRpc'

const tokens = predictTestTokens()
const chains = testDevnets()
const exchange = {
  url: 'http://127.0.0.1:5177',
  apiKey: 'x'.repeat(32),
  evmPrivateKey: `0x${'11'.repeat(32)}`,
  solanaSecretKey: `0x${'22'.repeat(32)}`,
}

describe('exchange sandbox config of the dev stack', () => {
  it('pays out ETH, PTT and tUSDT on both devnets and SOL and PTT on the Solana chain, as the sandbox reads it', () => {
    const config = exchangeConfigSchema.parse(
      exchangeSandboxConfig({
        chains,
        solana: solanaGatewayChain('http://127.0.0.1:8899'),
        exchange,
        dbPath: '/tmp/exchange.sqlite',
        allowedReturnOrigins: ['http://127.0.0.1:5173'],
      }),
    )
    expect(
      listExchangeAssets(config.chains).map((a) => `${a.network} ${a.symbol} ${a.asset}`),
    ).toEqual([
      `eip155:31337 ETH native`,
      `eip155:31337 PTT ${tokens.erc20.address}`,
      `eip155:31337 tUSDT ${tokens.tetherStyle.address}`,
      `eip155:31338 ETH native`,
      `eip155:31338 PTT ${tokens.erc20.address}`,
      `eip155:31338 tUSDT ${tokens.tetherStyle.address}`,
      'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf SOL native',
      'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf PTT 2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH',
    ])
    expect(config.publicUrl).toBe('http://127.0.0.1:5177')
    expect(config.apiKeys).toEqual([exchange.apiKey])
    expect(config.accounts.map((a) => a.email)).toEqual(exchangeTestAccounts.map((a) => a.email))
  })

  it('needs no Solana key without the Solana chain', () => {
    const config = exchangeSandboxConfig({
      chains,
      exchange,
      dbPath: ':memory:',
      allowedReturnOrigins: [],
    })
    expect(config.hotWallet).toEqual({ evmPrivateKey: exchange.evmPrivateKey })
    expect(exchangeConfigSchema.safeParse(config).success).toBe(true)
  })

  it('lists the sandbox in the gateway’s Pay config with the icon it serves', () => {
    const gateway = gatewayConfig({
      chains,
      projectId: 'portico-demo',
      allowedOrigins: [],
      dbPath: '/tmp/g.sqlite',
      exchange,
    })
    expect(gateway.pay).toEqual(exchangeGatewayConfig(exchange))
    expect(gatewayConfigSchema.parse(gateway).pay.exchanges).toEqual([
      {
        id: 'sandbox',
        name: 'Sandbox Exchange',
        imageUrl: 'http://127.0.0.1:5177/icon.svg',
        url: 'http://127.0.0.1:5177',
        apiKey: exchange.apiKey,
      },
    ])
  })
})
