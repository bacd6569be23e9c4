import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deployTestTokens } from '@portico/test/devnet/deployTestTokens'
import { readTokenBalance } from '@portico/test/devnet/readTokenBalance'
import { type Anvil, startAnvil } from '@portico/test/devnet/startAnvil'
import { anvilAccounts } from '@portico/test/devnet/testAccounts'
import type { DeployedTestTokens } from '@portico/test/devnet/testTokens'
import { createPublicClient, type Hex, http, keccak256, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandboxApp } from './createSandboxApp'
import { createDeliverer } from './delivery/createDeliverer'
import { createOrderStore } from './orders/createOrderStore'
import type { SandboxOrder } from './orders/sandboxOrderSchema'
import { signOrder } from './testing/signOrder'
import { testOrder } from './testing/testOrder'

const SECRET = 'shared-secret-of-the-tests'
const treasury = anvilAccounts[8] as { address: Hex; privateKey: Hex }
const now = new Date('2026-11-22T12:00:00Z')
let anvil: Anvil
let dir: string
let tokens: DeployedTestTokens

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  dir = mkdtempSync(join(tmpdir(), 'onramp-sandbox-'))
  // The treasury holds the test tokens like every anvil account.
  tokens = await deployTestTokens(anvil.rpcUrl)
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const client = () => createPublicClient({ transport: http(anvil.rpcUrl) })
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
let counter = 0
const orderFor = (address: string, extra: Partial<SandboxOrder> = {}) =>
  testOrder({
    address,
    amount: '0.019700',
    paymentTotal: '50.00',
    expiresAt: now.getTime() + 60_000,
    ...extra,
  })

function sandbox(dbFile = join(dir, `orders-${++counter}.sqlite`)) {
  const { address, symbol, decimals } = tokens.tetherStyle
  const chains = [
    {
      chainId: 31337,
      name: 'Devnet A',
      rpcUrl: anvil.rpcUrl,
      tokens: [{ address, symbol, decimals }],
    },
  ]
  const store = createOrderStore(dbFile)
  const deliverer = createDeliverer({ chains, treasuryKey: treasury.privateKey, store })
  const app = createSandboxApp({ secret: SECRET, chains, store, deliverer, now: () => now })
  const form = (path: string, fields: Record<string, string>) =>
    app.request(path, { method: 'POST', body: new URLSearchParams(fields) })
  return { app, store, deliverer, form, dbFile }
}

async function open(app: ReturnType<typeof sandbox>['app'], order: SandboxOrder) {
  const res = await app.request(`/checkout?order=${signOrder(SECRET, order)}`)
  expect(res.status).toBe(303)
  expect(res.headers.get('location')).toBe(`/orders/${order.id}`)
  return res
}

const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }

describe('on-ramp sandbox checkout', () => {
  it('takes a test card, asks to confirm, then delivers exactly the order once', async () => {
    const { app, form } = sandbox()
    const buyer = fresh()
    const order = orderFor(buyer)
    await open(app, order)
    const page = await (await app.request(`/orders/${order.id}`)).text()
    expect(page).toContain('0.019700 ETH')
    expect(page).toContain('50.00 USD')
    expect(page).toContain('4242 4242 4242 4242')
    expect((await form(`/orders/${order.id}/card`, good)).status).toBe(303)
    const confirm = await (await app.request(`/orders/${order.id}`)).text()
    expect(confirm).toContain('Pay 50.00 USD')
    expect((await form(`/orders/${order.id}/confirm`, {})).status).toBe(303)
    const done = await (await app.request(`/orders/${order.id}.json`)).json()
    expect(done.status).toBe('done')
    expect(await client().getBalance({ address: buyer })).toBe(parseEther('0.0197'))
    const tx = await client().getTransaction({ hash: done.txHash })
    expect(tx.from.toLowerCase()).toBe(treasury.address.toLowerCase())
    expect(await (await app.request(`/orders/${order.id}`)).text()).toContain('Return to the app')
    // The same link opened again and confirmed again sends nothing more.
    await open(app, order)
    await form(`/orders/${order.id}/confirm`, {})
    expect(await client().getBalance({ address: buyer })).toBe(parseEther('0.0197'))
  })

  it('delivers a token order as an ERC-20 transfer of exactly the amount', async () => {
    const { app, form } = sandbox()
    const buyer = fresh()
    const tether = tokens.tetherStyle
    const order = orderFor(buyer, {
      asset: tether.symbol,
      contract: tether.address,
      amount: '12.5',
    })
    await open(app, order)
    await form(`/orders/${order.id}/card`, good)
    await form(`/orders/${order.id}/confirm`, {})
    expect((await (await app.request(`/orders/${order.id}.json`)).json()).status).toBe('done')
    const held = await readTokenBalance(client(), tether.address, buyer)
    expect(held).toBe(12_500_000n)
  })

  it("shows a declined card's sentence and delivers nothing", async () => {
    const { app, form } = sandbox()
    const buyer = fresh()
    const order = orderFor(buyer)
    await open(app, order)
    const declined = await form(`/orders/${order.id}/card`, {
      ...good,
      number: '4000 0000 0000 0002',
    })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined.')
    // Confirming without an accepted card does nothing.
    await form(`/orders/${order.id}/confirm`, {})
    const state = await (await app.request(`/orders/${order.id}.json`)).json()
    expect(state).toMatchObject({ status: 'new', declineReason: 'Your card was declined.' })
    expect(await client().getBalance({ address: buyer })).toBe(0n)
  })

  it('refuses forged, altered and expired orders', async () => {
    const { app } = sandbox()
    const order = orderFor(fresh())
    const token = signOrder(SECRET, order)
    const forged = await app.request(`/checkout?order=${signOrder('not-the-shared-secret', order)}`)
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('This checkout link is not valid.')
    const sig = token.split('.')[1]
    const altered = Buffer.from(JSON.stringify({ ...order, amount: '100' })).toString('base64url')
    expect((await app.request(`/checkout?order=${altered}.${sig}`)).status).toBe(400)
    const expired = orderFor(fresh(), { expiresAt: now.getTime() - 1 })
    const res = await app.request(`/checkout?order=${signOrder(SECRET, expired)}`)
    expect(res.status).toBe(410)
    expect(await res.text()).toContain('This order expired. Start again from the app.')
  })

  it('after a restart, sends a signed but unsent transfer once and never re-pays a mined one', async () => {
    const first = sandbox()
    const unsent = orderFor(fresh())
    const mined = orderFor(fresh())
    for (const order of [unsent, mined]) {
      await open(first.app, order)
      await first.form(`/orders/${order.id}/card`, good)
    }
    // A crash between storing the signed transfer and broadcasting it: sign by hand and store.
    const account = privateKeyToAccount(treasury.privateKey)
    const nonce = await client().getTransactionCount({ address: account.address })
    const sign = (to: Hex, n: number) =>
      account.signTransaction({
        chainId: 31337,
        to,
        value: parseEther('0.0197'),
        nonce: n,
        gas: 21_000n,
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 1n,
      })
    const rawMined = await sign(mined.address as Hex, nonce)
    const rawUnsent = await sign(unsent.address as Hex, nonce + 1)
    first.store.delivering(mined.id, keccak256(rawMined), rawMined)
    first.store.delivering(unsent.id, keccak256(rawUnsent), rawUnsent)
    // The first one did reach the chain before the crash.
    await client().sendRawTransaction({ serializedTransaction: rawMined })
    first.store.close()

    const second = sandbox(first.dbFile)
    await second.deliverer.reconcile()
    for (const order of [mined, unsent]) {
      expect(second.store.get(order.id)?.status).toBe('done')
      expect(await client().getBalance({ address: order.address as Hex })).toBe(
        parseEther('0.0197'),
      )
    }
    // Confirming again after the restart pays nothing more.
    await second.form(`/orders/${unsent.id}/confirm`, {})
    expect(await client().getBalance({ address: unsent.address as Hex })).toBe(parseEther('0.0197'))
    expect(await client().getTransactionCount({ address: account.address })).toBe(nonce + 2)
  })
})
