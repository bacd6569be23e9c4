import { solanaTestAccountKey } from '@portico/test/solana/solanaTestKeys'
import { startSolanaRpc, type TestSolanaChain } from '@portico/test/solana/startSolanaRpc'
import { address, createSolanaRpc, generateKeyPairSigner } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeConfigSchema } from './config/exchangeConfigSchema'
import { createExchange } from './createExchange'
import { exchangeTestClient } from './testing/exchangeTestClient'

// SOL and SPL payouts on the local Solana chain (services/solana-rpc): its seeded test account 9
// is the hot wallet (1,000 SOL and 1,000,000 PTT).

const API_KEY = 'solana-test-api-key-0123456789'
let solana: TestSolanaChain
let network: string

beforeAll(async () => {
  solana = await startSolanaRpc()
  network = `solana:${solana.genesisHash.slice(0, 32)}`
}, 90_000)
afterAll(async () => {
  await solana?.close()
})

async function exchange() {
  const config = exchangeConfigSchema.parse({
    apiKeys: [API_KEY],
    chains: {
      [network]: {
        name: 'Local Solana',
        rpcUrl: solana.url,
        tokens: [{ mint: solana.mint, symbol: 'PTT', decimals: 6 }],
      },
    },
    hotWallet: { solanaSecretKey: `0x${Buffer.from(solanaTestAccountKey(9)).toString('hex')}` },
    accounts: [
      { email: 'ada@exchange.test', password: 'ada-password', balances: { SOL: '2', PTT: '50' } },
    ],
    dbPath: ':memory:',
  })
  const { app, store } = await createExchange(config, { payoutTimeoutMs: 20_000 })
  return { store, client: exchangeTestClient(app, API_KEY) }
}

async function pay(asset: string, amount: string, recipient: string) {
  const ex = await exchange()
  const res = await ex.client.createSession({
    network,
    asset,
    amount,
    recipient,
    reference: 'pay_sol',
  })
  expect(res.status).toBe(201)
  const { sessionId } = (await res.json()) as { sessionId: string }
  const visitor = ex.client.visitor(sessionId)
  await visitor.signIn('ada@exchange.test', 'ada-password')
  expect((await visitor.confirm()).status).toBe(303)
  return { ...ex, answer: await ex.client.session(sessionId) }
}

describe('exchange sandbox payments on Solana', () => {
  it('pays 0.25 SOL to a new address', async () => {
    const recipient = (await generateKeyPairSigner()).address
    const { answer, store } = await pay('native', '0.25', recipient)
    expect(answer.status).toBe('SUCCESS')
    expect(answer.txHash).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const { value } = await createSolanaRpc(solana.url).getBalance(address(recipient)).send()
    expect(value).toBe(250_000_000n)
    expect(await store.balanceOf('ada@exchange.test', 'SOL')).toBe(1_750_000_000_000_000_000n)
  }, 60_000)

  it('pays 12.5 PTT (SPL), opening the recipient’s token account', async () => {
    const recipient = (await generateKeyPairSigner()).address
    const { answer } = await pay(solana.mint, '12.5', recipient)
    expect(answer.status).toBe('SUCCESS')
    const [ata] = await findAssociatedTokenPda({
      owner: recipient,
      mint: address(solana.mint),
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const { value } = await createSolanaRpc(solana.url).getTokenAccountBalance(ata).send()
    expect(value.amount).toBe('12500000')
  }, 60_000)
})
