import { newPage, screenshot } from '@portico/test'
import { rpcRequest } from '@portico/test/devnet/rpcRequest'
import { installSolanaTestWallet } from '@portico/test/solana/installSolanaTestWallet'
import { solanaLamports } from '@portico/test/solana/solanaLamports'
import { solanaTestSigner } from '@portico/test/solana/solanaTestKeys'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { decodeQr } from './send/decodeQr'
import { previewSolanaSend } from './send/previewSolanaSend'
import { view } from './setup/modalLocators'
import { openDemo } from './setup/openDemo'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const browser = useBrowser()
/** The seeded PTT mint of the local Solana chain (services/solana-rpc/README.md). */
const PTT_MINT = '2sNWg8cPBSeMd4xtEhbEaF989HpSQkceqzrjYcD9eRRH'

const solanaRpcUrl = stack.urls.solanaRpc ?? ''
const lamports = (owner: string) => solanaLamports(solanaRpcUrl, owner)
const ptt = async (owner: string) => {
  const { value: accounts } = (await rpcRequest(solanaRpcUrl, 'getTokenAccountsByOwner', [
    owner,
    { mint: PTT_MINT },
    { encoding: 'jsonParsed' },
  ])) as {
    value: {
      account: { data: { parsed: { info: { tokenAmount: { uiAmountString: string } } } } }
    }[]
  }
  return accounts[0]?.account.data.parsed.info.tokenAmount.uiAmountString ?? 'none'
}

/**
 * From the Account view: Send `amount` of `symbol` to `receiver`, confirm, back on Account.
 * Resolves the fee the preview showed.
 */
async function send(page: Page, symbol: string, amount: string, receiver: string, shot: string) {
  await previewSolanaSend(page, { symbol, amount, receiver })
  const fee = await page.getByTestId('portico-preview-fee').textContent()
  await screenshot(page, shot)
  await page.getByTestId('portico-send-confirm').click()
  // Spec §2: a Solana send returns to Account, which shows its result until Done.
  await view(page, 'Account').waitFor({ timeout: 30_000 })
  expect(await page.getByTestId('portico-send-sent-summary').textContent()).toContain(
    `${amount} ${symbol}`,
  )
  await page.getByTestId('portico-send-done').click()
  await page.getByTestId('portico-wallet-feature-send').waitFor()
  return fee
}

describe('the demo on the local Solana chain (?solana=1)', () => {
  it('connects the Solana test wallet, shows SOL and PTT and the address to receive, and sends both (the receiver gets its token account)', async () => {
    const { page, errors, blocked, close } = await newPage(browser(), {
      context: { reducedMotion: 'reduce' },
    })
    const signer = await solanaTestSigner(4)
    // Seeded with SOL; and a key the chain never seeded: it has no PTT account yet.
    const solReceiver = (await solanaTestSigner(5)).address
    const pttReceiver = (await solanaTestSigner(40)).address
    await installSolanaTestWallet(page, {
      signers: [signer],
      chains: { 'solana:localnet': stack.urls.solanaRpc ?? '' },
    })
    await page.goto(new URL('/?solana=1', stack.urls.demo).href)
    try {
      await page.getByTestId('portico-connect-button').click()
      await view(page, 'Connect').waitFor()
      await page.getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
      await page.getByTestId('portico-account-button').waitFor({ timeout: 30_000 })
      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      const dialog = page.getByRole('dialog')
      await expect.poll(() => dialog.textContent()).toContain('Portico Test Token')
      // The dev stack's on-ramp sells on EVM devnets only, and swaps are EVM only: no Buy or
      // Swap button that would open a dead end.
      const features = page.locator('[data-testid^="portico-wallet-feature-"]')
      await expect
        .poll(() => features.evaluateAll((els) => els.map((el) => el.textContent)))
        .toEqual(['Receive', 'Send'])
      const shown = (await dialog.textContent()) ?? ''
      expect(shown).toContain('1,000,000 PTT')
      expect(shown).toContain('Portico Local Solana')
      // Activity and NFTs come from the gateway's EVM index: a Solana account lists its tokens alone.
      expect(await dialog.getByRole('tab').count()).toBe(0)
      await dialog.getByTestId('portico-account-panel-tokens').waitFor()
      await screenshot(page, 'solana-01-account')

      // Receive shows the Solana address.
      await page.getByTestId('portico-wallet-feature-receive').click()
      await view(page, 'WalletReceive').waitFor()
      expect(await page.getByTestId('portico-receive-address').textContent()).toBe(signer.address)
      const qr = page.getByTestId('portico-receive-qr')
      await qr.locator('svg').waitFor()
      expect(decodeQr(await qr.screenshot())).toBe(signer.address)
      await screenshot(page, 'solana-01b-receive')
      await page.getByRole('button', { name: 'Back' }).click()
      await view(page, 'Account').waitFor()

      const before = await lamports(solReceiver)
      expect(await send(page, 'SOL', '0.5', solReceiver, 'solana-02-send-sol-preview')).toContain(
        '≈ 0.000005 SOL',
      )
      await expect.poll(() => lamports(solReceiver)).toBe(before + 500_000_000)
      await expect.poll(() => lamports(signer.address)).toBe(1_000_000_000_000 - 500_000_000 - 5000)
      // The account's SOL follows the kit's own transaction.
      await expect.poll(() => dialog.textContent()).toContain('999.499995 SOL')

      expect(await ptt(pttReceiver)).toBe('none')
      // The preview's fee includes the rent of the receiver's new token account (2,039,280
      // lamports) beside the 5,000-lamport fee, and that is what the sender's SOL pays.
      expect(await send(page, 'PTT', '2.5', pttReceiver, 'solana-03-send-ptt-preview')).toContain(
        '≈ 0.00204428 SOL',
      )
      await expect.poll(() => ptt(pttReceiver)).toBe('2.5')
      expect(await ptt(signer.address)).toBe('999997.5')
      expect(await lamports(signer.address)).toBe(
        1_000_000_000_000 - 500_000_000 - 5000 - 5000 - 2_039_280,
      )
      await screenshot(page, 'solana-04-account-after-sends')
      expect(blocked).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  })

  it('switches between EVM and Solana in one modal: each family keeps its wallet, the account follows the network', async () => {
    const { page, errors, blocked, close } = await openDemo(browser(), {
      path: '/?solana=1',
      context: { reducedMotion: 'reduce' },
    })
    const signer = await solanaTestSigner(6)
    await installSolanaTestWallet(page, {
      signers: [signer],
      chains: { 'solana:localnet': stack.urls.solanaRpc ?? '' },
    })
    await page.reload()
    const networkButton = page.getByTestId('portico-network-button')
    const accountButton = page.getByTestId('portico-account-button')
    // The account button shows the balance once the gateway has answered for the new account or
    // network: on a busy machine that is more than expect.poll's default second.
    const balanceShown = (symbol: string) =>
      expect.poll(() => accountButton.textContent(), { timeout: 15_000 }).toContain(symbol)
    const pickNetwork = async (name: string) => {
      await networkButton.click()
      await view(page, 'Networks').waitFor()
      await page
        .getByRole('dialog')
        .getByRole('button', { name: new RegExp(name) })
        .click()
    }
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /^Portico Test Wallet/ }).click()
      await balanceShown('ETH')

      // The list groups the families; Solana has no wallet yet, so Connect asks for one.
      await networkButton.click()
      await view(page, 'Networks').waitFor()
      const groups = page.locator('[data-testid^="portico-network-group-"]')
      expect(await groups.evaluateAll((els) => els.map((el) => el.dataset.testid))).toEqual([
        'portico-network-group-eip155',
        'portico-network-group-solana',
      ])
      await screenshot(page, 'solana-05-networks-grouped')
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Portico Local Solana/ })
        .click()
      await view(page, 'Connect').waitFor()
      await page.getByRole('button', { name: /Portico Solana Test Wallet/ }).click()
      await expect.poll(() => accountButton.textContent(), { timeout: 30_000 }).toContain('SOL')
      await expect.poll(() => networkButton.textContent()).toContain('Portico Local Solana')

      // Back to EVM: its wallet is still connected, so the switch needs no new connection.
      await pickNetwork('Portico Devnet B')
      await expect.poll(() => networkButton.textContent()).toContain('Portico Devnet B')
      await balanceShown('ETH')

      // And to Solana again, straight to the account.
      await pickNetwork('Portico Local Solana')
      await balanceShown('SOL')
      await accountButton.click()
      await view(page, 'Account').waitFor()
      expect(await page.getByRole('dialog').textContent()).toContain('Portico Local Solana')
      expect(blocked).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await close()
    }
  }, 120_000)
})
