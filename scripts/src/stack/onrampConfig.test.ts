import { predictTestTokens } from '@portico/test/devnet'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import { describe, expect, it } from 'vitest'
import { testDevnets } from '../testing/testDevnets'
import { onrampConfig, onrampSandboxConfig } from './onrampConfig'

const tokens = predictTestTokens()
const chains = testDevnets()
const treasury = anvilAccounts[8]

describe('onrampConfig', () => {
  it('sells ETH and tUSDT on both devnets through the sandbox provider', () => {
    const config = onrampConfig(chains, {
      url: 'http://127.0.0.1:5175',
      secret: 'a-secret-of-this-start',
      treasury: treasury?.address ?? '',
    })
    expect(config.purchaseCurrencies.map((c) => c.symbol)).toEqual(['ETH', 'tUSDT'])
    expect(config.purchaseCurrencies[0]?.networks).toEqual([
      {
        name: 'portico-devnet-a',
        display_name: 'Portico Devnet A',
        chain_id: '31337',
        contract_address: '',
      },
      {
        name: 'portico-devnet-b',
        display_name: 'Portico Devnet B',
        chain_id: '31338',
        contract_address: '',
      },
    ])
    expect(config.purchaseCurrencies[1]?.networks[0]?.contract_address).toBe(
      tokens.tetherStyle.address,
    )
    expect(config.providers).toEqual([
      {
        kind: 'sandbox',
        url: 'http://127.0.0.1:5175',
        secret: 'a-secret-of-this-start',
        treasury: treasury?.address,
      },
    ])
  })

  it("gives the sandbox the devnets, their tUSDT and the treasury's key", () => {
    const config = onrampSandboxConfig(chains, {
      secret: 's',
      treasuryKey: treasury?.privateKey ?? '',
      dbPath: '/tmp/x.sqlite',
      allowedRedirectOrigins: ['http://127.0.0.1:5173'],
    })
    expect(config.allowedRedirectOrigins).toEqual(['http://127.0.0.1:5173'])
    expect(config.chains.map((c) => [c.chainId, c.rpcUrl, c.tokens[0]?.symbol])).toEqual([
      [31337, 'http://127.0.0.1:8545', 'tUSDT'],
      [31338, 'http://127.0.0.1:8546', 'tUSDT'],
    ])
    expect(config.treasuryKey).toBe(treasury?.privateKey)
  })
})
