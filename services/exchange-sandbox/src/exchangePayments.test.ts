import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exchangeConfigSchema } from './config/exchangeConfigSchema'
import { createExchange } from './createExchange'
import { createPayouts } from './payout/createPayouts'
import { exchangeTestClient } from './testing/exchangeTestClient'

// Payments from an exchange account end to end on a real anvil devnet: the site's session, the
// visitor's sign-in and confirmation, the payout from the hot wallet, the recipient's balance.

const API_KEY = `${'k'.repeat(8)}exchange-test-api-key`
const hot = anvilAccounts[9] as { address: Hex; privateKey: Hex }
let anvil: Anvil
let tokens: DeployedTestTokens

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  // Every anvil account, the hot wallet among them, holds the test tokens.
  tokens = await deployTestTokens(anvil.rpcUrl)
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
})

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

async function exchange(options: { hotKey?: Hex } = {}) {
  const config = exchangeConfigSchema.parse({
    apiKeys: [API_KEY],
    chains: {
      'eip155:31337': {
        name: 'Devnet A',
        rpcUrl: anvil.rpcUrl,
        tokens: Object.values(tokens).map(({ address, symbol, decimals }) => ({
          address,
          symbol,
          decimals,
        })),
      },
    },
    hotWallet: { evmPrivateKey: options.hotKey ?? hot.privateKey },
    accounts: [
      {
        email: 'ada@exchange.test',
        password: 'ada-password',
        balances: { ETH: '1', tUSDT: '100', PTT: '5' },
      },
      { email: 'bob@exchange.test', password: 'bob-password', balances: { ETH: '0.001' } },
    ],
    allowedReturnOrigins: ['http://127.0.0.1:5173'],
    dbPath: ':memory:',
  })
  const { app, store, payers } = await createExchange(config, { payoutTimeoutMs: 20_000 })
  return { app, store, payers, client: exchangeTestClient(app, API_KEY) }
}

async function newSession(
  ex: Awaited<ReturnType<typeof exchange>>,
  body: { asset: string; amount: string; recipient: string },
) {
  const res = await ex.client.createSession({
    network: 'eip155:31337',
    reference: `pay_${Math.random().toString(36).slice(2)}`,
    returnUrl: 'http://127.0.0.1:5173/checkout?done=1',
    ...body,
  })
  expect(res.status).toBe(201)
  const { sessionId, url } = (await res.json()) as { sessionId: string; url: string }
  expect(url).toBe(`http://localhost/pay/${sessionId}`)
  return sessionId
}

describe('exchange sandbox payments on a devnet', () => {
  it('pays 0.01 ETH from a signed-in account: SUCCESS with the tx, the recipient paid, the account debited', async () => {
    const ex = await exchange()
    const recipient = fresh()
    const id = await newSession(ex, { asset: 'native', amount: '0.01', recipient })
    expect((await ex.client.session(id)).status).toBe('PENDING')
    const visitor = ex.client.visitor(id)
    const first = await (await visitor.page()).text()
    expect(first).toContain('Pay 0.01 ETH')
    expect(first).toContain('Devnet A')
    expect(first).toContain(recipient)
    const signIn = await visitor.signIn('ada@exchange.test', 'ada-password')
    expect(signIn.status).toBe(303)
    expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly/)
    expect(signIn.headers.get('set-cookie')).toMatch(/SameSite=Lax/)
    const confirmPage = await (await visitor.page()).text()
    expect(confirmPage).toContain('Confirm payment')
    expect(confirmPage).toMatch(/data-testid="exchange-balance">1 ETH</)
    const confirmed = await visitor.confirm()
    expect(confirmed.status).toBe(303)
    const answer = await ex.client.session(id)
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      network: 'eip155:31337',
      asset: 'native',
      amount: '0.01',
      recipient,
    })
    expect(answer.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.01'))
    const receipt = await client().getTransactionReceipt({ hash: answer.txHash as Hex })
    expect(receipt.from.toLowerCase()).toBe(hot.address.toLowerCase())
    const done = await (await visitor.page()).text()
    expect(done).toContain('Payment sent')
    expect(done).toContain(String(answer.txHash))
    expect(done).toContain('href="http://127.0.0.1:5173/checkout?done=1"')
    expect(await ex.store.balanceOf('ada@exchange.test', 'ETH')).toBe(parseEther('0.99'))
  }, 60_000)

  it('pays 12.5 tUSDT (a token whose transfer returns nothing) and moves the recipient’s balance', async () => {
    const ex = await exchange()
    const recipient = fresh()
    const id = await newSession(ex, {
      asset: tokens.tetherStyle.address,
      amount: '12.5',
      recipient,
    })
    const visitor = ex.client.visitor(id)
    await visitor.signIn('ada@exchange.test', 'ada-password')
    expect((await visitor.confirm()).status).toBe(303)
    const answer = await ex.client.session(id)
    expect(answer.status).toBe('SUCCESS')
    const balance = await readTokenBalance(client(), tokens.tetherStyle.address, recipient)
    expect(balance).toBe(12_500_000n)
    expect(await ex.store.balanceOf('ada@exchange.test', 'tUSDT')).toBe(parseEther('87.5'))
  }, 60_000)

  it('says the balance is short and sends nothing', async () => {
    const ex = await exchange()
    const recipient = fresh()
    const id = await newSession(ex, { asset: 'native', amount: '0.5', recipient })
    const visitor = ex.client.visitor(id)
    await visitor.signIn('bob@exchange.test', 'bob-password')
    const short = await visitor.confirm()
    expect(short.status).toBe(402)
    expect(await short.text()).toContain('Not enough ETH in this account.')
    expect((await ex.client.session(id)).status).toBe('PENDING')
    expect(await client().getBalance({ address: recipient })).toBe(0n)
    expect(await ex.store.balanceOf('bob@exchange.test', 'ETH')).toBe(parseEther('0.001'))
  }, 60_000)

  it('pays once when Confirm is sent twice at the same moment, and never again after', async () => {
    const ex = await exchange()
    const recipient = fresh()
    const id = await newSession(ex, { asset: 'native', amount: '0.02', recipient })
    const visitor = ex.client.visitor(id)
    await visitor.signIn('ada@exchange.test', 'ada-password')
    const token = await visitor.formToken()
    const both = await Promise.all([visitor.confirm(token), visitor.confirm(token)])
    expect(both.map((res) => res.status)).toEqual([303, 303])
    expect((await ex.client.session(id)).status).toBe('SUCCESS')
    // Later: the same form again, and another signed-in account.
    expect((await visitor.confirm(token)).status).toBe(303)
    const other = ex.client.visitor(id)
    expect((await other.signIn('bob@exchange.test', 'bob-password', token)).status).toBe(303)
    expect(other.cookie).toBe('')
    expect((await other.confirm(token)).status).toBe(303)
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.02'))
    expect(await ex.store.balanceOf('ada@exchange.test', 'ETH')).toBe(parseEther('0.98'))
    expect(await ex.store.balanceOf('bob@exchange.test', 'ETH')).toBe(parseEther('0.001'))
  }, 60_000)

  it('marks a payout the hot wallet cannot make FAILED with its reason and credits the account back', async () => {
    // A hot wallet with nothing in it: the transfer cannot even be estimated.
    const ex = await exchange({ hotKey: generatePrivateKey() })
    const recipient = fresh()
    const id = await newSession(ex, { asset: tokens.erc20.address, amount: '2', recipient })
    const visitor = ex.client.visitor(id)
    await visitor.signIn('ada@exchange.test', 'ada-password')
    expect((await visitor.confirm()).status).toBe(303)
    const answer = await ex.client.session(id)
    expect(answer.status).toBe('FAILED')
    expect(answer.failureReason).toMatch(/^The transfer could not be made: /)
    expect(await ex.store.balanceOf('ada@exchange.test', 'PTT')).toBe(parseEther('5'))
    const page = await (await visitor.page()).text()
    expect(page).toContain('Payment failed')
    expect(page).toContain('Your balance was not charged.')
  }, 60_000)

  it('sends the stored payout of a run that stopped before broadcasting it, once, on restart', async () => {
    const ex = await exchange()
    const recipient = fresh()
    const id = await newSession(ex, { asset: 'native', amount: '0.03', recipient })
    // What a run did before it stopped: the account debited, the payout signed and stored.
    expect(await ex.store.confirm(id, 'ada@exchange.test', Date.now())).toBe('debited')
    const payer = ex.payers.get('eip155:31337')!
    const signed = await payer.sign({
      asset: 'native',
      recipient,
      units: parseEther('0.03'),
      decimals: 18,
    })
    await ex.store.signed(id, signed.txHash, signed.rawTx, Date.now())
    expect(await client().getBalance({ address: recipient })).toBe(0n)
    // The next run settles what it finds in flight; settling again changes nothing.
    const restarted = createPayouts({ payers: ex.payers, store: ex.store, now: () => Date.now() })
    await restarted.reconcile()
    await restarted.reconcile()
    expect(await ex.client.session(id)).toMatchObject({ status: 'SUCCESS', txHash: signed.txHash })
    expect(await client().getBalance({ address: recipient })).toBe(parseEther('0.03'))
    expect(await ex.store.balanceOf('ada@exchange.test', 'ETH')).toBe(parseEther('0.97'))
  }, 60_000)
})
