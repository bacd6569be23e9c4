import { describe, expect, it } from 'vitest'
import { exchangeConfigSchema } from './exchangeConfigSchema'
import { exchangeProductionProblems } from './exchangeProductionProblems'

const base = {
  apiKeys: ['short-but-16-chars'],
  chains: { 'eip155:31337': { name: 'Devnet A', rpcUrl: 'http://10.0.0.5:8545' } },
  hotWallet: { evmPrivateKey: `0x${'11'.repeat(32)}` },
  accounts: [{ email: 'ada@exchange.test', password: 'password1', balances: { ETH: '1' } }],
  allowedReturnOrigins: ['http://shop.example'],
  dbPath: ':memory:',
  host: '0.0.0.0',
}

describe('exchange sandbox config', () => {
  it('refuses, in production, what would be unsafe beyond a developer machine', () => {
    const config = exchangeConfigSchema.parse({ ...base, production: true })
    expect(exchangeProductionProblems(config)).toEqual([
      'apiKeys[0] is shorter than 32 characters.',
      'accounts[0].password is shorter than 12 characters.',
      "publicUrl is not set: the exchange sandbox would build links from each request's Host header.",
      "chains.eip155:31337.rpcUrl http://10.0.0.5:8545 is plain http beyond loopback: use https, or the hot wallet's payouts cross the network in clear.",
      'allowedReturnOrigins[0] http://shop.example is plain http beyond loopback: use https, or visitors returning to the site cross the network in clear.',
      'dbPath is :memory:, which loses every row when the exchange sandbox restarts.',
      'metricsToken is not set while the exchange sandbox is reachable beyond loopback (or through a proxy, which makes callers look local): /metrics must need a token.',
    ])
    expect(exchangeProductionProblems(exchangeConfigSchema.parse(base))).toEqual([])
  })

  it('needs the hot wallet key of every namespace it pays out on, and at most 18 decimals', () => {
    const solana = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
    const result = exchangeConfigSchema.safeParse({
      ...base,
      chains: {
        ...base.chains,
        [solana]: {
          name: 'Local',
          rpcUrl: 'http://127.0.0.1:8899',
          tokens: [{ mint: 'not-a-mint', symbol: 'X', decimals: 19 }],
        },
      },
    })
    expect(result.success).toBe(false)
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    )
    expect(messages).toEqual([
      `chains.${solana}.tokens.0.mint: Expected a base58 Solana address`,
      `chains.${solana}.tokens.0.decimals: Too big: expected number to be <=18`,
    ])
    const noKey = exchangeConfigSchema.safeParse({
      ...base,
      chains: { [solana]: { name: 'Local', rpcUrl: 'http://127.0.0.1:8899' } },
    })
    expect(noKey.error?.issues.map((issue) => issue.message)).toEqual([
      'A solana chain needs hotWallet.solanaSecretKey',
    ])
  })
})
