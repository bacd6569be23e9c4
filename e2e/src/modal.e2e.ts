import {
  anvilAccounts,
  formatViolations,
  rpcRequest,
  scanAccessibility,
  screenshot,
} from '@portico/test'
import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { disconnectDemo } from './demo/disconnectDemo'
import { expectDemoSignature } from './demo/expectDemoSignature'
import { expectSessionKept } from './demo/expectSessionKept'
import { switchNetworkInAccount } from './demo/switchNetworkInAccount'
import { hostileCss } from './modal/hostileCss'
import { openModalDemo, UNLISTED_CHAIN_ID } from './modal/openModalDemo'
import { settledModalBoxes } from './modal/settledModalBoxes'
import { MODAL, view } from './setup/modalLocators'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnetA, devnetB] = stack.chains
if (!devnetA || !devnetB) throw new Error('the stack must run two devnets')

/** Anvil accounts of this file only: balances set here are not touched by other suites. */
const MAIN_ACCOUNT = 7
const SIDE_ACCOUNT = 8
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const browser = useBrowser()
beforeAll(async () => {
  // Distinct balances per chain make the network switch visible in the Account view.
  for (const [chain, ether] of [
    [devnetA, '100.123456'],
    [devnetB, '42.5'],
  ] as const) {
    await rpcRequest(chain.rpcUrl, 'anvil_setBalance', [
      anvilAccounts[MAIN_ACCOUNT]?.address,
      `0x${parseEther(ether).toString(16)}`,
    ])
  }
})

const dialogTitle = (page: Page) => page.locator('portico-modal .portico-header-title')

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

/** data-testid of the focused element, looking through shadow roots. */
function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active?.getAttribute('data-testid') ?? null
  })
}

async function balanceOf(rpcUrl: string, address: string): Promise<bigint> {
  return BigInt((await rpcRequest(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
}

describe('the modal on the demo', () => {
  it('connects, shows the account, switches network, signs, sends, keeps the session, disconnects', async () => {
    const { page, wallet, errors, blocked, close } = await openModalDemo(browser(), {
      accountIndex: MAIN_ACCOUNT,
    })
    try {
      await page.getByTestId('portico-connect-button').click()
      await view(page, 'Connect').waitFor()
      await expect.poll(() => dialogTitle(page).textContent()).toBe('Connect wallet')
      const walletRow = page.getByRole('button', { name: /Portico Test Wallet/ })
      await expect.poll(() => walletRow.textContent()).toContain('Installed')
      await walletRow.click()

      await page.getByTestId('portico-account-button').waitFor()
      expect(await view(page, 'Connect').count()).toBe(0)
      await page.getByTestId('portico-account-button').click()
      await view(page, 'Account').waitFor()
      const short = `${wallet.address.slice(0, 4)}…${wallet.address.slice(-6)}`
      await expect.poll(() => page.getByTestId('portico-account-address').textContent()).toBe(short)
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent())
        .toBe('100.123456 ETH')

      await switchNetworkInAccount(page, devnetB.chainId)
      await expect
        .poll(() => page.getByTestId('portico-account-balance').textContent())
        .toBe('42.5 ETH')
      expect(wallet.chainId).toBe(devnetB.chainId)
      await page.keyboard.press('Escape')
      await expect.poll(() => view(page, 'Account').count()).toBe(0)

      await expectDemoSignature(page, wallet.address)

      const before = await balanceOf(devnetB.rpcUrl, RECIPIENT)
      const shownBefore = await page.getByTestId('demo-balance').textContent()
      expect(shownBefore).toMatch(/ETH$/)
      await page.getByTestId('demo-send').click()
      const hash = (await page.getByTestId('demo-tx-hash').textContent()) as `0x${string}`
      const client = createPublicClient({ transport: http(devnetB.rpcUrl) })
      const receipt = await client.waitForTransactionReceipt({ hash })
      expect(receipt.status).toBe('success')
      expect((await balanceOf(devnetB.rpcUrl, RECIPIENT)) - before).toBeGreaterThanOrEqual(
        parseEther('0.01'),
      )
      // The kit reads the balance again after a transaction it sent, without Account opening.
      await expect
        .poll(() => page.getByTestId('demo-balance').textContent(), { timeout: 10_000 })
        .not.toBe(shownBefore)

      await expectSessionKept(page, wallet.address, devnetB.chainId)
      await disconnectDemo(page)
      expect(blocked).toEqual([])
      expect(errors.filter((text) => !text.includes('net::ERR_BLOCKED_BY_CLIENT'))).toEqual([])
    } finally {
      await close()
    }
  })

  it('shows UnsupportedChain when the wallet moves to a chain the site does not list', async () => {
    const { page, wallet, close } = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.getByTestId('portico-account-button').waitFor()

      wallet.switchChain(UNLISTED_CHAIN_ID)
      await view(page, 'UnsupportedChain').waitFor()
      await expect.poll(() => dialogTitle(page).textContent()).toBe('Switch network')
      expect(await page.getByTestId('portico-back').count()).toBe(0)
      await expectAccessible(page, 'UnsupportedChain')
      await screenshot(page, 'unsupported-chain-dark')

      // Outside the modal too: the network button says the wallet is on a wrong network, and
      // the page's own read of useNetwork() agrees.
      await page.keyboard.press('Escape')
      const networkButton = page.getByTestId('portico-network-button')
      await expect.poll(() => networkButton.textContent()).toContain('Wrong network')
      expect(await page.getByTestId('demo-network').textContent()).toBe(
        `Not supported (eip155:${UNLISTED_CHAIN_ID})`,
      )
      await screenshot(page, 'unsupported-chain-button-dark')
      await networkButton.click()
      await view(page, 'UnsupportedChain').waitFor()

      await page.getByTestId(`portico-network-eip155:${devnetA.chainId}`).click()
      await expect.poll(() => view(page, 'UnsupportedChain').count()).toBe(0)
      expect(wallet.chainId).toBe(devnetA.chainId)
    } finally {
      await close()
    }
  })

  it('never says disconnected while the wallet stays connected: A → B → Ethereum → an unlisted chain → A', async () => {
    const { page, wallet, close } = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    try {
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await page.getByTestId('portico-account-button').waitFor()
      const status = () => page.getByTestId('demo-status').textContent()
      for (const target of [`eip155:${devnetB.chainId}`, 'eip155:1']) {
        await page.getByTestId('portico-network-button').click()
        await page.getByTestId(`portico-network-${target}`).click()
        await expect.poll(() => wallet.chainId).toBe(Number(target.split(':')[1]))
        await page.keyboard.press('Escape')
        expect(await status()).toBe('connected')
      }
      wallet.switchChain(UNLISTED_CHAIN_ID)
      await view(page, 'UnsupportedChain').waitFor()
      expect(await status()).toBe('connected')
      wallet.switchChain(devnetA.chainId)
      await expect.poll(() => page.getByTestId('demo-network').textContent()).toBe(devnetA.name)
      expect(await status()).toBe('connected')
      expect(wallet.authorized).toBe(true)
    } finally {
      await close()
    }
  })

  it('shows the short message of a rejected request, and retries', async () => {
    const { page, wallet, close } = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    try {
      wallet.rejectNext()
      await page.getByTestId('portico-connect-button').click()
      await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
      await view(page, 'ConnectingExternal').waitFor()
      await expect
        .poll(() => page.getByTestId('portico-connecting-message').textContent())
        .toBe('You declined the request in your wallet.')
      await expectAccessible(page, 'ConnectingExternal (declined)')
      await screenshot(page, 'connecting-declined-dark')
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByTestId('portico-account-button').waitFor()
    } finally {
      await close()
    }
  })

  it('is keyboard operable: focus moves in, Tab stays inside, Escape returns to the opener', async () => {
    const { page, close } = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    try {
      await page.getByTestId('portico-connect-button').focus()
      await page.keyboard.press('Enter')
      await view(page, 'Connect').waitFor()
      await expect.poll(() => focusedTestId(page)).toBe('portico-modal')
      // The social buttons take focus once the embedded wallet's code is in (until then they are
      // disabled, so Tab passes them by).
      await expect
        .poll(() => page.getByTestId('portico-social-google').isEnabled(), { timeout: 15_000 })
        .toBe(true)
      // Tab round the whole view: it ends back on the close button, focus never leaving.
      const order: (string | null)[] = []
      do {
        await page.keyboard.press('Tab')
        order.push(await focusedTestId(page))
      } while (order.length < 2 || (order.at(-1) !== 'portico-close' && order.length < 40))
      expect(order[0]).toBe('portico-close')
      // Connect method order (spec §1): the email field (its button only once it has text), the
      // social logins (the wide first one, the row, More), then the wallets: WalletConnect heads
      // the list (connector type order), then the injected wallet, then the recommended ones.
      expect(order.slice(1, 7)).toEqual([
        'portico-email-input',
        'portico-social-google',
        'portico-social-github',
        'portico-social-apple',
        'portico-social-facebook',
        'portico-social-more',
      ])
      expect(order[7]).toBe('portico-wallet-walletConnect')
      const wallets = order.slice(8, -3)
      expect(wallets.length).toBeGreaterThanOrEqual(1)
      for (const id of wallets) expect(id).toMatch(/^portico-wallet-/)
      expect(order.slice(-3)).toEqual([
        'portico-all-wallets',
        'portico-what-is-a-wallet',
        'portico-close',
      ])
      await page.keyboard.press('Shift+Tab')
      expect(await focusedTestId(page)).toBe('portico-what-is-a-wallet')
      await page.keyboard.press('Escape')
      await expect.poll(() => view(page, 'Connect').count()).toBe(0)
      await expect.poll(() => focusedTestId(page)).toBe('portico-connect-button')
    } finally {
      await close()
    }
  })

  it('keeps its layout under aggressive host CSS', async () => {
    const plain = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    const hostile = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT })
    try {
      await hostile.page.addStyleTag({ content: hostileCss })
      for (const { page } of [plain, hostile]) {
        await page.getByTestId('portico-connect-button').click()
        await view(page, 'Connect').waitFor()
      }
      expect(await settledModalBoxes(hostile.page)).toEqual(await settledModalBoxes(plain.page))
      await screenshot(hostile.page, 'connect-under-hostile-css')
    } finally {
      await plain.close()
      await hostile.close()
    }
  })

  for (const theme of ['dark', 'light'] as const) {
    it(`passes axe on every view and is screenshotted (${theme})`, async () => {
      const { page, close } = await openModalDemo(browser(), { accountIndex: SIDE_ACCOUNT, theme })
      try {
        await screenshot(page, `landing-${theme}`)
        await page.getByTestId('portico-connect-button').click()
        await view(page, 'Connect').waitFor()
        await expectAccessible(page, `Connect (${theme})`)
        await screenshot(page, `connect-${theme}`)

        await page.getByTestId('portico-all-wallets').click()
        await view(page, 'AllWallets').waitFor()
        await expectAccessible(page, `AllWallets (${theme})`)
        await screenshot(page, `all-wallets-${theme}`)
        await page.getByTestId('portico-back').click()

        await page.getByRole('button', { name: /Portico Test Wallet/ }).click()
        await page.getByTestId('portico-account-button').waitFor()
        await screenshot(page, `connected-${theme}`)
        await page.getByTestId('portico-account-button').click()
        await view(page, 'Account').waitFor()
        await expect
          .poll(() => page.getByTestId('portico-account-balance').textContent())
          .toMatch(/ETH$/)
        await expectAccessible(page, `Account (${theme})`)
        await screenshot(page, `account-${theme}`)

        await page.getByTestId('portico-account-network').click()
        await view(page, 'Networks').waitFor()
        await expectAccessible(page, `Networks (${theme})`)
        await screenshot(page, `networks-${theme}`)

        await page.keyboard.press('Escape')
        await expect.poll(() => view(page, 'Networks').count()).toBe(0)
        await page.getByTestId('portico-account-button').click()
        await page.getByTestId('portico-disconnect').click()
        await page.getByTestId('portico-connect-button').waitFor()
      } finally {
        await close()
      }
    })
  }
})
