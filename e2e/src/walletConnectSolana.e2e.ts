import { anvilAccounts, screenshot, type TestPage } from '@portico/test'
import { solanaLamports } from '@portico/test/solana/solanaLamports'
import { solanaTestAccountKey, solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import { verifySolanaSignature } from '@portico/test/solana/verifySolanaSignature'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { previewSolanaSend } from './send/previewSolanaSend'
import { view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'
import { answerTestWalletRequest } from './walletconnect/answerTestWalletRequest'
import { openTestWallet } from './walletconnect/openTestWallet'
import { pairTestWallet, testWalletStatus } from './walletconnect/pairTestWallet'
import { shownUri } from './walletconnect/shownUri'

const stack = inject('stack')
const walletUrl = stack.urls.testWallet
if (!walletUrl) throw new Error('the stack must run the test wallet app')
const solanaRpc = stack.urls.solanaRpc
if (!solanaRpc) throw new Error('the stack must run the local Solana chain')

/** The wallet's EVM account (the session approves eip155 too; nothing is sent with it). */
const EVM_ACCOUNT = anvilAccounts[9]
if (!EVM_ACCOUNT) throw new Error('no anvil account 9')
/** The wallet's Solana account: seeded account 7 of the local chain, no other suite uses it. */
const SOLANA_INDEX = 7
const MESSAGE = 'Hello from Portico'

const browser = useBrowser()

const lamports = (owner: string) => solanaLamports(solanaRpc, owner)

/** SOL as the account view shows it (at least 1 SOL here): up to six decimals, cut rather than rounded. */
const shownSol = (sol: number) =>
  (Math.floor(sol * 1e6) / 1e6).toLocaleString('en-US', { maximumFractionDigits: 6 })

const opened: TestPage[] = []
afterAll(async () => {
  for (const page of opened) await page.close()
})

describe("WalletConnect's solana namespace: the demo (?solana=1) and the test wallet app", () => {
  let site: Awaited<ReturnType<typeof openDemo>>
  let wallet: TestPage
  let address: string
  beforeAll(async () => {
    site = await openDemo(browser(), {
      path: '/?solana=1',
      wallet: false,
      forceOnline: true,
      // A sharp screenshot: the drawn code is read back with jsQR.
      context: { reducedMotion: 'reduce', deviceScaleFactor: 2 },
    })
    wallet = await openTestWallet(
      browser(),
      walletUrl ?? '',
      EVM_ACCOUNT?.privateKey ?? '',
      EVM_ACCOUNT?.address ?? '',
    )
    opened.push(site, wallet)
    address = (await solanaTestSigner(SOLANA_INDEX)).address
    await wallet.page
      .getByTestId('tw-solana-key')
      .fill(Buffer.from(solanaTestAccountKey(SOLANA_INDEX)).toString('hex'))
    await wallet.page.getByTestId('tw-use-solana-key').click()
    await wallet.page.getByTestId('tw-solana-address').filter({ hasText: address }).waitFor()
  })

  it('connects on the local Solana network through WalletConnect and shows the SOL balance', async () => {
    const { page } = site
    await page.getByTestId('portico-connect-button').waitFor()
    // The Solana network first: its family has no wallet yet, so the modal asks for one.
    await page.getByTestId('portico-network-button').click()
    await view(page, 'Networks').waitFor()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Portico Local Solana/ })
      .click()
    await view(page, 'Connect').waitFor()
    await page.getByTestId('portico-wallet-walletConnect').click()
    const uri = await shownUri(page)

    await pairTestWallet(wallet.page, uri)
    await screenshot(wallet.page, 'walletconnect-solana-01-proposal')
    await wallet.page.getByTestId('tw-approve-session').click()
    await expect.poll(() => testWalletStatus(wallet.page), { timeout: 20_000 }).toBe('connected')

    const accountButton = page.getByTestId('portico-account-button')
    await expect.poll(() => accountButton.textContent(), { timeout: 30_000 }).toContain('SOL')
    await expect.poll(() => page.getByTestId('demo-address').textContent()).toBe(address)
    expect(await page.getByTestId('portico-network-button').textContent()).toContain(
      'Portico Local Solana',
    )
    const held = (await lamports(address)) / 1e9
    await accountButton.click()
    await view(page, 'Account').waitFor()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.textContent()).toContain(`${shownSol(held)} SOL`)
    expect(await dialog.textContent()).toContain('Portico Local Solana')
    await screenshot(page, 'walletconnect-solana-02-account')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
  })

  it('signs a message through the wallet (the ed25519 signature verifies)', async () => {
    await site.page.getByTestId('demo-sign').click()
    await expect.poll(() => testWalletStatus(wallet.page), { timeout: 20_000 }).toBe('request')
    expect(await wallet.page.getByTestId('tw-field-message').textContent()).toBe(MESSAGE)
    await screenshot(wallet.page, 'walletconnect-solana-03-sign-request')
    await answerTestWalletRequest(wallet.page, 'solana_signMessage', { settled: 30_000 })
    const result = site.page.getByTestId('demo-signature')
    await expect.poll(() => result.getAttribute('data-kind'), { timeout: 20_000 }).toBe('done')
    const signature = (await result.textContent()) ?? ''
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await verifySolanaSignature(address, MESSAGE, signature)).toBe(true)
    expect(await verifySolanaSignature(address, `${MESSAGE}!`, signature)).toBe(false)
  })

  it('sends SOL to another address: the wallet signs and sends, the balances change on the chain', async () => {
    const { page } = site
    // A key the chain never seeded: only this send funds it.
    const receiver = (await solanaTestSigner(42)).address
    const [senderBefore, receiverBefore] = [await lamports(address), await lamports(receiver)]
    await page.getByTestId('portico-account-button').click()
    await view(page, 'Account').waitFor()
    await previewSolanaSend(page, { symbol: 'SOL', amount: '0.5', receiver })
    await page.getByTestId('portico-send-confirm').click()

    await expect.poll(() => testWalletStatus(wallet.page), { timeout: 20_000 }).toBe('request')
    expect(await wallet.page.getByTestId('tw-field-to').textContent()).toBe(receiver)
    expect(await wallet.page.getByTestId('tw-field-value').textContent()).toBe('0.5 SOL')
    await screenshot(wallet.page, 'walletconnect-solana-04-send-request')
    await answerTestWalletRequest(wallet.page, 'solana_signAndSendTransaction', { settled: 30_000 })

    // Spec §2: a Solana send returns to Account, which shows the result until Done.
    await view(page, 'Account').waitFor({ timeout: 30_000 })
    expect(await page.getByTestId('portico-send-sent-summary').textContent()).toContain('0.5 SOL')
    await page.getByTestId('portico-send-done').click()
    await expect.poll(() => lamports(receiver)).toBe(receiverBefore + 500_000_000)
    // One signature's fee (5,000 lamports) besides the amount.
    await expect.poll(() => lamports(address)).toBe(senderBefore - 500_000_000 - 5_000)
    const held = (await lamports(address)) / 1e9
    await expect
      .poll(() => page.getByRole('dialog').textContent(), { timeout: 20_000 })
      .toContain(`${shownSol(held)} SOL`)
    await screenshot(page, 'walletconnect-solana-05-account-after-send')
    expect(site.blocked).toEqual([])
    expect(wallet.blocked).toEqual([])
    expect(site.errors).toEqual([])
  })
})
