import { demoEnsName } from '@portico/scripts'
import { formatViolations, scanAccessibility, screenshot } from '@portico/test'
import { devnetEnsAt } from '@portico/test/devnet/ens/deployEns'
import { defaultDevnetEns } from '@portico/test/devnet/ens/devnetEns'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { type Address, type Hex, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { fundFreshWallet } from './gateway/fundFreshWallet'
import { waitForIndexed } from './gateway/waitForIndexed'
import { nativeBalance } from './send/erc20'
import { dialog, MODAL, view } from './setup/modalLocators'
import { openDemoOnAccount } from './setup/openDemoOnAccount'
import { PHONE } from './setup/phoneContext'
import { useBrowser } from './setup/useBrowser'

const stack = inject('stack')
const [devnet] = stack.chains
if (!devnet) throw new Error('the stack must run a devnet')
if (!stack.urls.gateway) throw new Error('the stack must run the gateway')
const devnetA = devnet
const gatewayUrl = stack.urls.gateway
const chainId = `eip155:${devnetA.chainId}`
const COIN_TYPE = 0x80000000 + devnetA.chainId
const SUFFIX = '.portico.id'

const browser = useBrowser()
const toast = (page: Page) => page.getByTestId('portico-toast')
const status = (page: Page) => page.getByTestId('portico-register-name-status')

/** Registers `label` for a fresh key straight at the gateway, as another visitor would. */
async function registerElsewhere(label: string): Promise<Address> {
  const account = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({
    name: `${label}${SUFFIX}`,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const url = new URL('/v1/profile/account', gatewayUrl)
  url.searchParams.set('projectId', stack.projectId)
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      coin_type: COIN_TYPE,
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    }),
  })
  expect(response.status).toBe(200)
  return account.address
}

/** The demo with the test wallet as `privateKey`, connected, the Account view open. */
async function openConnected(
  privateKey: Hex,
  theme: 'dark' | 'light' = 'dark',
  context: BrowserContextOptions = {},
) {
  return openDemoOnAccount(browser(), { privateKey, context: { colorScheme: theme, ...context } })
}

/** Waits until the dialog's height has stopped animating towards its new content. */
async function settled(page: Page) {
  await expect
    .poll(async () => {
      const before = (await dialog(page).boundingBox())?.height
      await page.waitForTimeout(150)
      return before !== undefined && before === (await dialog(page).boundingBox())?.height
    })
    .toBe(true)
}

async function expectAccessible(page: Page, label: string) {
  const violations = await scanAccessibility(page, { shadow: MODAL })
  expect(violations, `${label}\n${formatViolations(violations)}`).toEqual([])
}

describe('Account names', () => {
  const aliceKey = generatePrivateKey()
  const alice = privateKeyToAccount(aliceKey)
  let takenLabel = ''
  beforeAll(async () => {
    takenLabel = `taken-${Date.now().toString(36)}`
    await registerElsewhere(takenLabel)
  })

  it('registers alice-1234: the §5 rule as you type, taken names, errors keep the view, then the header shows it', async () => {
    const { page, wallet, requests, close } = await openConnected(aliceKey)
    const chunk = (name: string) => requests.some((url) => new URL(url).pathname.includes(name))
    try {
      expect(chunk('RegisterAccountNameView')).toBe(false)
      await page.getByTestId('portico-account-register-name').click()
      await view(page, 'RegisterAccountName').waitFor()
      expect(chunk('RegisterAccountNameView')).toBe(true)
      expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
        'Choose name',
      )
      const input = page.getByTestId('portico-register-name-input')
      const submit = page.getByTestId('portico-register-name-submit')

      // Spec §5 as the visitor types: letters, digits, hyphens, at least 4.
      await input.fill('abc')
      await expect.poll(() => status(page).textContent()).toBe('At least 4 characters')
      expect(await submit.isDisabled()).toBe(true)
      await input.fill('al_ice')
      await expect.poll(() => status(page).textContent()).toBe('Only letters, digits and hyphens')
      expect(await submit.isDisabled()).toBe(true)

      // A taken name says so and offers free variants.
      await input.fill(takenLabel)
      await expect.poll(() => status(page).textContent()).toBe('This name is taken')
      expect(await submit.isDisabled()).toBe(true)
      const suggestions = page.getByTestId('portico-register-name-suggestion')
      await expect.poll(() => suggestions.count()).toBe(3)
      expect(await suggestions.first().textContent()).toBe(`${takenLabel}-1${SUFFIX}`)
      await settled(page)
      await screenshot(dialog(page), 'names-01-taken-dark')
      await suggestions.first().click()
      expect(await input.inputValue()).toBe(`${takenLabel}-1`)
      await expect.poll(() => status(page).textContent()).toBe('Available')

      await input.fill('alice-1234')
      await expect.poll(() => status(page).textContent()).toBe('Available')
      // Variants are offered for a taken name only, not beside 'Available'.
      expect(await suggestions.count()).toBe(0)
      await settled(page)
      await screenshot(dialog(page), 'names-02-available-dark')
      await expectAccessible(page, 'RegisterAccountName')

      // Declining the signature keeps the view.
      wallet?.rejectNext('personal_sign')
      await submit.click()
      await expect
        .poll(() => toast(page).textContent())
        .toContain('You declined the request in your wallet.')
      await view(page, 'RegisterAccountName').waitFor()

      // Someone takes the name between the check and the submit: 'Error registering name',
      // and the visitor is back on the register view with the name still typed.
      const raced = `race-${Date.now().toString(36)}`
      await input.fill(raced)
      await expect.poll(() => status(page).textContent()).toBe('Available')
      await registerElsewhere(raced)
      await submit.click()
      await expect.poll(() => toast(page).textContent()).toContain('Error registering name')
      await view(page, 'RegisterAccountName').waitFor()
      expect(await input.inputValue()).toBe(raced)

      await input.fill('alice-1234')
      await expect.poll(() => status(page).textContent()).toBe('Available')
      // Variants are offered for a taken name only, not beside 'Available'.
      expect(await suggestions.count()).toBe(0)
      await submit.click()
      await view(page, 'RegisterAccountNameSuccess').waitFor({ timeout: 20_000 })
      expect(await page.getByTestId('portico-register-name-done').textContent()).toBe(
        `alice-1234${SUFFIX}`,
      )
      await settled(page)
      await screenshot(dialog(page), 'names-03-success-dark')
      await expectAccessible(page, 'RegisterAccountNameSuccess')

      await page.getByRole('button', { name: 'Back to account' }).click()
      await view(page, 'Account').waitFor()
      await expect
        .poll(() => page.getByTestId('portico-account-name').textContent())
        .toBe(`alice-1234${SUFFIX}`)
      // The generated avatar the gateway serves, in the header and on the account button.
      const avatar = page.locator('portico-modal .portico-account-avatar > .portico-avatar img')
      await expect
        .poll(() => avatar.getAttribute('src'))
        .toBe(`${gatewayUrl}/public/avatar/${alice.address.toLowerCase()}`)
      await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96)
      expect(await page.getByTestId('portico-account-register-name').count()).toBe(0)
      await settled(page)
      await screenshot(dialog(page), 'names-04-account-dark')
      await page.keyboard.press('Escape')
      await expect
        .poll(() => page.getByTestId('portico-account-button-label').textContent())
        .toBe(`alice-1234${SUFFIX}`)

      // The identity stays in browser storage for 5 minutes (spec §3, §9).
      const cached = await page.evaluate(() => localStorage.getItem('@portico/identity_cache'))
      expect(cached).toContain(`alice-1234${SUFFIX}`)
    } finally {
      await close()
    }
  })

  it('sends to alice-1234 by name from a second account', async () => {
    const bob = await fundFreshWallet(devnetA, { ether: '2', tokens: '1' })
    await waitForIndexed(gatewayUrl, stack.projectId, bob.address, chainId, 2)
    const before = await nativeBalance(devnetA.rpcUrl, alice.address)
    const { page, close } = await openConnected(bob.privateKey)
    try {
      await page.getByTestId('portico-wallet-feature-send').click()
      await view(page, 'WalletSend').waitFor()
      await page.getByTestId('portico-send-token').click()
      await page.getByTestId('portico-send-token-ETH').click()
      await view(page, 'WalletSend').waitFor()
      await page.getByTestId('portico-send-amount').fill('0.1')

      const receiver = page.getByTestId('portico-send-receiver')
      await receiver.fill(`nobody-${Date.now().toString(36)}${SUFFIX}`)
      await expect
        .poll(() => page.getByTestId('portico-send-receiver-error').textContent())
        .toBe('No account has this name')
      expect(await page.getByTestId('portico-send-preview').isDisabled()).toBe(true)
      // The stack's first devnet has ENS (deployDemoEns): vitalik.eth resolves through its
      // Universal Resolver, with the avatar the gateway serves for it.
      await receiver.fill('vitalik.eth')
      const resolved = page.getByTestId('portico-send-receiver-resolved')
      await expect.poll(() => resolved.textContent()).toContain('vitalik.eth')
      expect(await resolved.textContent()).toContain(demoEnsName.address.slice(-6))
      await expect
        .poll(() => resolved.locator('img').getAttribute('src'))
        .toBe(`${gatewayUrl}/public/name-avatar/vitalik.eth`)
      await expect
        .poll(() =>
          resolved.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0)
      await settled(page)
      await screenshot(dialog(page), 'names-05-send-to-ens-name-dark')

      await receiver.fill(`alice-1234${SUFFIX}`)
      await expect.poll(() => resolved.textContent()).toContain(`alice-1234${SUFFIX}`)
      expect(await resolved.textContent()).toContain(alice.address.slice(-6))
      await expect
        .poll(() => resolved.locator('img').getAttribute('src'))
        .toBe(`${gatewayUrl}/public/avatar/${alice.address.toLowerCase()}`)
      await settled(page)
      await screenshot(dialog(page), 'names-05-send-to-name-dark')
      await expectAccessible(page, 'WalletSend to a name')

      await page.getByTestId('portico-send-preview').click()
      await view(page, 'WalletSendPreview').waitFor()
      expect(await page.getByTestId('portico-preview-to').textContent()).toBe(
        `alice-1234${SUFFIX} · ${alice.address.slice(0, 4)}…${alice.address.slice(-6)}`,
      )
      await page.getByTestId('portico-send-confirm').click()
      await page.getByTestId('portico-send-sent').waitFor({ timeout: 20_000 })
      expect(await nativeBalance(devnetA.rpcUrl, alice.address)).toBe(before + parseEther('0.1'))

      // Activity names the counterparty by the name the gateway knows for it, on a phone too.
      await waitForIndexed(gatewayUrl, stack.projectId, bob.address, chainId, 3)
      await page.getByTestId('portico-send-done').click()
      await view(page, 'Account').waitFor()
      await page.getByTestId('portico-tab-activity').click()
      const sentRow = page.getByTestId('portico-activity-row').first()
      await expect
        .poll(() => sentRow.textContent(), { timeout: 20_000 })
        .toContain(`to alice-1234${SUFFIX}`)
      await settled(page)
      await screenshot(dialog(page), 'names-07-activity-named-dark')
      await page.setViewportSize({ width: 390, height: 844 })
      await page.getByTestId('portico-tab-activity').click()
      await expect.poll(() => sentRow.textContent()).toContain(`to alice-1234${SUFFIX}`)
      await page.waitForTimeout(300)
      await screenshot(page, 'names-07-activity-named-phone-dark')
    } finally {
      await close()
    }
  })

  for (const [label, context] of [
    ['desktop', {}],
    ['phone', PHONE],
  ] as const) {
    it(`shows an ENS primary name and its NFT avatar on the account button and Account (${label})`, async () => {
      // A fresh account given carol-<time>.eth on the stack's ENS, its avatar a test NFT image.
      const key = generatePrivateKey()
      const carol = privateKeyToAccount(key)
      const name = `carol-${Date.now().toString(36)}.eth`
      const ens = devnetEnsAt(devnetA.rpcUrl, defaultDevnetEns)
      await ens.setName(name, {
        address: carol.address,
        texts: { avatar: `${gatewayUrl}/public/nft/pals/3.svg` },
      })
      await ens.setPrimaryName(carol.address, name)
      const { page, close } = await openConnected(key, 'dark', context)
      try {
        await expect.poll(() => page.getByTestId('portico-account-name').textContent()).toBe(name)
        const avatar = page.locator('portico-modal .portico-account-avatar > .portico-avatar img')
        await expect
          .poll(() => avatar.getAttribute('src'))
          .toBe(`${gatewayUrl}/public/name-avatar/${name}`)
        await expect
          .poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0)
        await settled(page)
        await screenshot(
          label === 'phone' ? page : dialog(page),
          `names-08-ens-account-${label}-dark`,
        )
        await page.keyboard.press('Escape')
        await expect
          .poll(() => page.getByTestId('portico-account-button-label').textContent())
          .toBe(name)
        await screenshot(page, `names-08-ens-button-${label}-dark`)
      } finally {
        await close()
      }
    })
  }

  for (const [label, theme, context] of [
    ['desktop-light', 'light', {}],
    ['phone-dark', 'dark', PHONE],
    ['phone-light', 'light', PHONE],
  ] as const) {
    it(`shows the register view (${label})`, async () => {
      const { page, close } = await openConnected(generatePrivateKey(), theme, context)
      try {
        await page.getByTestId('portico-account-register-name').click()
        await view(page, 'RegisterAccountName').waitFor()
        await page.getByTestId('portico-register-name-input').fill(takenLabel)
        await expect.poll(() => status(page).textContent()).toBe('This name is taken')
        await expect
          .poll(() => page.getByTestId('portico-register-name-suggestion').count())
          .toBe(3)
        await settled(page)
        await screenshot(page, `names-06-register-${label}`)
        await expectAccessible(page, `RegisterAccountName ${label}`)
      } finally {
        await close()
      }
    })
  }
})
