import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPaymentVerifier, type VerifyPaymentRequest } from '@portico/pay-server'
import { e2eOutputDir, screenshot } from '@portico/test'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { installSolanaTestWallet } from '@portico/test/solana/installSolanaTestWallet'
import { solanaLamports } from '@portico/test/solana/solanaLamports'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import type { Page } from 'playwright-core'
import {
  type Address,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { waitForIndexed } from './gateway/waitForIndexed'
import { tokenBalance } from './send/erc20'
import { mintToken } from './send/mintTether'
import { frameHidden, walletFrame } from './setup/embeddedWalletPage'
import { logInNewEmailAccount } from './setup/logInNewEmailAccount'
import { dialog, view } from './setup/modalLocators'
import { type DemoPage, openDemo } from './setup/openDemo'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const devnet = stack.chains.find((chain) => chain.chainId === 31337)
if (!devnet) throw new Error('no devnet 31337 in the stack')
if (!stack.urls.gateway || !stack.urls.solanaRpc || !stack.urls.exchange)
  throw new Error('the stack must run the gateway, the Solana chain and the exchange sandbox')
const { rpcUrl } = devnet
const gatewayUrl = stack.urls.gateway
const solanaRpcUrl = stack.urls.solanaRpc
const tusdt = devnet.tokens.tetherStyle
const NETWORK = `eip155:${devnet.chainId}`
/** The local Solana chain's CAIP-2 id (fixed genesis; apps/demo/src/demoNetworks.ts). */
const SOLANA = 'solana:13FKrUdrA7MLPQ3ZeR7YRtVSKaZXx9vf'
/** The demo shop's tills (apps/demo/src/demoPayments.ts). */
const SHOP = '0xc0ffee254729296a45a3885639AC7E10F9d54979' as const
const SHOP_SOLANA = 'BgwNwFzDNYyHzBKBbUGS1HWhqApuZQNz7TvNTXyeErt'
const TUSDT_ORDER = { network: NETWORK, asset: tusdt.address, amount: '12.5', recipient: SHOP }
const ETH_ORDER = { network: NETWORK, asset: 'native', amount: '0.01', recipient: SHOP }

const browser = useBrowser()
const byId = (page: Page, id: string) => page.getByTestId(`portico-${id}`)
const result = (page: Page) => page.getByTestId('demo-pay-result')

/** The shop's server: checks what the page says against the chain, once per order. */
const verifier = createPaymentVerifier({
  rpcUrls: { [NETWORK]: rpcUrl, [SOLANA]: solanaRpcUrl },
  gateway: { url: gatewayUrl, projectId: stack.projectId },
})

/** What the shop's server answered for each payment, written to e2e/output/pay-evidence.json. */
const evidence: { payment: string; orderId: string; verification: unknown }[] = []
async function verify(payment: string, request: VerifyPaymentRequest) {
  const verification = await verifier.verifyPayment(request)
  evidence.push({ payment, orderId: request.orderId, verification })
  return verification
}

const opened: DemoPage[] = []
afterAll(async () => {
  for (const demo of opened) await demo.close()
  writeFileSync(join(e2eOutputDir, 'pay-evidence.json'), `${JSON.stringify(evidence, null, 2)}\n`)
})

async function demo(options: Parameters<typeof openDemo>[1]) {
  const page = await openDemo(browser(), {
    ...options,
    context: { colorScheme: 'dark', reducedMotion: 'reduce', ...options?.context },
  })
  opened.push(page)
  return page
}

async function connectTestWallet(page: Page) {
  await byId(page, 'connect-button').click()
  await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
  await byId(page, 'account-button').waitFor()
}

/** The demo's result line once pay() resolved: the transaction hash, or why not. */
async function paidResult(page: Page, kind: 'done' | 'error' = 'done') {
  await expect.poll(() => result(page).getAttribute('data-kind'), { timeout: 90_000 }).toBe(kind)
  return (await result(page).textContent()) ?? ''
}

/** The Pay view for the item, checked: what is asked, to whom, where. */
async function openPay(page: Page, item: 'usdt' | 'eth' | 'sol', amount: string) {
  await page.getByTestId(`demo-pay-${item}`).click()
  await view(page, 'Pay').waitFor()
  await expect.poll(() => byId(page, 'pay-amount').textContent()).toContain(amount)
}

/** Confirms the Pay view's wallet payment and waits for the success screen. */
async function payFromWallet(page: Page, shot: string) {
  await byId(page, 'pay-wallet-confirm').click()
  await byId(page, 'pay-success').waitFor({ timeout: 90_000 })
  await screenshot(page, shot)
  await byId(page, 'pay-done').click()
  await expect.poll(() => dialog(page).count()).toBe(0)
}

// Each payment waits for its transaction to be mined and checked by the gateway, and the email
// login protects a new wallet first: longer than the suite's default minute on a busy machine.
describe('Pay: the demo shop takes payments, checked on chain by its server', {
  timeout: 180_000,
}, () => {
  it('12.5 tUSDT from an injected wallet: the view says what is asked, the shop gets it, the server verifies it once', async () => {
    const funded = await fundFreshWallet(devnet, { ether: '1', tokens: '0' })
    await mintToken(devnet, tusdt.address, funded.address, 20_000_000n)
    // The view reads token balances from the gateway's index: the funding and the mint first.
    await waitForIndexed(gatewayUrl, stack.projectId, funded.address, NETWORK, 3)
    const { page } = await demo({ wallet: { privateKey: funded.privateKey } })
    await connectTestWallet(page)
    const before = await tokenBalance(rpcUrl, tusdt.address, SHOP)

    await openPay(page, 'usdt', '12.5 tUSDT')
    await expect.poll(() => byId(page, 'pay-network').textContent()).toContain('Devnet A')
    expect(await byId(page, 'pay-recipient').getAttribute('title')).toBe(SHOP)
    await expect.poll(() => byId(page, 'pay-wallet-balance').textContent()).toContain('20')
    await byId(page, 'pay-exchange-sandbox').waitFor()
    await screenshot(page, 'pay-01-view-dark')
    await payFromWallet(page, 'pay-02-success-dark')

    const hash = await paidResult(page)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await tokenBalance(rpcUrl, tusdt.address, SHOP)) - before).toBe(12_500_000n)
    const paymentId = await result(page).getAttribute('data-payment-id')
    expect(paymentId).toMatch(/^pay_/)
    const verified = await verify('12.5 tUSDT from an injected wallet', {
      orderId: `usdt-${hash}`,
      paymentId: paymentId ?? undefined,
      expected: TUSDT_ORDER,
    })
    expect(verified).toMatchObject({ verified: true, txHash: hash, paid: '12.5' })
    // The same transfer cannot pay a second order.
    expect(
      await verify('the same transfer for a second order', {
        orderId: `other-${hash}`,
        txHash: hash,
        expected: TUSDT_ORDER,
      }),
    ).toMatchObject({ verified: false, reason: 'ALREADY_USED' })
  })

  it('a short balance sends nothing and offers Buy and Swap; closing the modal gives "Payment cancelled"', async () => {
    const funded = await fundFreshWallet(devnet, { ether: '1', tokens: '0' })
    await waitForIndexed(gatewayUrl, stack.projectId, funded.address, NETWORK, 2)
    const { page } = await demo({ wallet: { privateKey: funded.privateKey } })
    await connectTestWallet(page)
    const nonce = await rpcRequest(rpcUrl, 'eth_getTransactionCount', [funded.address, 'latest'])

    // The account holds no tUSDT: the view says so instead of offering to pay.
    await openPay(page, 'usdt', '12.5 tUSDT')
    await byId(page, 'pay-short').waitFor({ timeout: 30_000 })
    expect(await byId(page, 'pay-short').textContent()).toContain('Not enough tUSDT')
    expect(await byId(page, 'pay-wallet-confirm').count()).toBe(0)
    await byId(page, 'pay-buy').waitFor()
    await byId(page, 'pay-swap').waitFor()
    await screenshot(page, 'pay-03-short-balance-dark')
    expect(await rpcRequest(rpcUrl, 'eth_getTransactionCount', [funded.address, 'latest'])).toBe(
      nonce,
    )

    await page.keyboard.press('Escape')
    expect(await paidResult(page, 'error')).toBe('Payment cancelled')
  })

  it('pay() with a 1.5 s timeout resolves "Payment timeout", and the modal says so', async () => {
    const { page } = await demo({ wallet: false, path: '/?payTimeout=1500' })
    // The 1.5 s run from when the modal opens: on a busy machine the Pay view may not have
    // painted by then, so the test waits for the outcome rather than for the view.
    await page.getByTestId('demo-pay-eth').click()
    expect(await paidResult(page, 'error')).toBe('Payment timeout')
    await expect
      .poll(() => byId(page, 'pay-failure-reason').textContent())
      .toBe('The payment timed out')
  })

  it('from the sandbox exchange, with no wallet connected: its page pays, the view follows it to the chain', async () => {
    const { page } = await demo({ wallet: false })
    const before = await tokenBalance(rpcUrl, tusdt.address, SHOP)
    await openPay(page, 'usdt', '12.5 tUSDT')
    const [exchange] = await Promise.all([
      page.context().waitForEvent('page'),
      byId(page, 'pay-exchange-sandbox').click(),
    ])
    await view(page, 'PayExchange').waitFor()
    await screenshot(page, 'pay-04-exchange-waiting-dark')
    await exchange.getByTestId('exchange-email').fill('ada@exchange.test')
    await exchange.getByTestId('exchange-password').fill('ada-exchange-password')
    await exchange.getByTestId('exchange-sign-in-submit').click()
    await exchange.getByTestId('exchange-confirm').click()
    await exchange.getByText('Payment sent').waitFor({ timeout: 60_000 })
    await screenshot(exchange, 'pay-05-exchange-sent')
    await exchange.close()

    await byId(page, 'pay-success').waitFor({ timeout: 90_000 })
    await byId(page, 'pay-done').click()
    const hash = await paidResult(page)
    expect((await tokenBalance(rpcUrl, tusdt.address, SHOP)) - before).toBe(12_500_000n)
    expect(
      await verify('12.5 tUSDT from the sandbox exchange', {
        orderId: `exchange-${hash}`,
        paymentId: (await result(page).getAttribute('data-payment-id')) ?? undefined,
        expected: TUSDT_ORDER,
      }),
    ).toMatchObject({ verified: true, txHash: hash })
  })

  it('by QR code on a phone: a wallet that pays the EIP-681 link is seen on chain', async () => {
    const { page } = await demo({ wallet: false, context: PHONE })
    await openPay(page, 'eth', '0.01 ETH')
    await byId(page, 'pay-qr').click()
    await view(page, 'PayQr').waitFor()
    const uri = (await byId(page, 'pay-qr-code').getAttribute('data-uri')) ?? ''
    await screenshot(page, 'pay-06-qr-phone-dark')
    // ethereum:<recipient>@<chainId>?value=<wei>
    const match = /^ethereum:(0x[0-9a-fA-F]{40})@(\d+)\?value=(\d+(?:e\d+)?)$/.exec(uri)
    expect(match, uri).not.toBeNull()
    const [, to, chainId, value] = match ?? []
    expect(to?.toLowerCase()).toBe(SHOP.toLowerCase())
    expect(Number(chainId)).toBe(devnet.chainId)
    expect(BigInt(Number(value))).toBe(parseEther('0.01'))

    const phoneWallet = privateKeyToAccount(generatePrivateKey())
    await rpcRequest(rpcUrl, 'anvil_setBalance', [phoneWallet.address, toHex(parseEther('1'))])
    const chain = defineChain({
      id: devnet.chainId,
      name: 'Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const wallet = createWalletClient({ account: phoneWallet, chain, transport: http(rpcUrl) })
    const sent = await wallet.sendTransaction({ to: to as Address, value: parseEther('0.01') })

    await byId(page, 'pay-success').waitFor({ timeout: 90_000 })
    await byId(page, 'pay-done').click()
    expect(await paidResult(page)).toBe(sent.toLowerCase())
    expect(
      await verify('0.01 ETH by QR code', {
        orderId: `qr-${sent}`,
        txHash: sent,
        expected: ETH_ORDER,
      }),
    ).toMatchObject({ verified: true, from: phoneWallet.address.toLowerCase() })
  })

  it("0.01 ETH from an email login's smart account: approved in the wallet frame, verified through the call trace", async () => {
    const { page } = await demo({ wallet: false })
    const account = await logInNewEmailAccount(page, `pay-${Date.now()}@example.com`, new Set())
    await rpcRequest(rpcUrl, 'anvil_setBalance', [account, toHex(parseEther('1'))])
    const before = BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [SHOP, 'latest'])) as string)

    await openPay(page, 'eth', '0.01 ETH')
    await byId(page, 'pay-wallet-confirm').click()
    await view(page, 'ApproveTransaction').waitFor({ timeout: 30_000 })
    await walletFrame(page).getByTestId('portico-frame-approval').waitFor({ timeout: 20_000 })
    await screenshot(page, 'pay-07-embedded-approve-dark')
    await walletFrame(page).getByTestId('portico-frame-approve').click()
    await byId(page, 'pay-success').waitFor({ timeout: 90_000 })
    // The page draws the hidden frame before its next click (one sent before goes to the frame).
    await frameHidden(page)
    await byId(page, 'pay-done').click()

    const hash = (await paidResult(page)) as Hex
    const after = BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [SHOP, 'latest'])) as string)
    expect(after - before).toBe(parseEther('0.01'))
    // The smart account pays inside its bundle: the value is an internal call, not tx.value.
    const tx = (await rpcRequest(rpcUrl, 'eth_getTransactionByHash', [hash])) as { to: string }
    expect(tx.to.toLowerCase()).not.toBe(SHOP.toLowerCase())
    expect(
      await verify('0.01 ETH from an email smart account', {
        orderId: `embedded-${hash}`,
        paymentId: (await result(page).getAttribute('data-payment-id')) ?? undefined,
        expected: ETH_ORDER,
      }),
    ).toMatchObject({ verified: true, txHash: hash })
  })

  it('0.05 SOL from a Solana wallet on the local chain', async () => {
    const { page } = await demo({ wallet: false, path: '/?solana=1&network=solana' })
    const signer = await solanaTestSigner(6)
    await installSolanaTestWallet(page, {
      signers: [signer],
      chains: { 'solana:localnet': solanaRpcUrl },
    })
    await page.reload()
    const lamports = () => solanaLamports(solanaRpcUrl, SHOP_SOLANA)
    const before = await lamports()
    await byId(page, 'connect-button').click()
    await view(page, 'Connect').waitFor()
    await page.getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
    await byId(page, 'account-button').waitFor({ timeout: 30_000 })

    await openPay(page, 'sol', '0.05 SOL')
    await payFromWallet(page, 'pay-08-solana-success-dark')
    const signature = await paidResult(page)
    await expect.poll(lamports).toBe(before + 50_000_000)
    expect(
      await verify('0.05 SOL from a Solana wallet', {
        orderId: `sol-${signature}`,
        txHash: signature,
        expected: { network: SOLANA, asset: 'native', amount: '0.05', recipient: SHOP_SOLANA },
      }),
    ).toMatchObject({ verified: true, txHash: signature })
  })
})
