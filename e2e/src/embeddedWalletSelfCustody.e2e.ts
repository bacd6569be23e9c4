import { screenshot } from '@portico/test'
import type { BrowserContextOptions } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { walletFrame } from './setup/embeddedWalletPage'
import { forgetThisDevice } from './setup/forgetThisDevice'
import { PHONE } from './setup/phoneContext'
import { protectNewWallet } from './setup/protectNewWallet'
import { recoveryView } from './setup/recoveryView'
import { trackSteps } from './setup/trackSteps'
import { unlockWallet } from './setup/unlockWallet'
import { useBrowser } from './setup/useBrowser'
import { useEmailDevices } from './setup/useEmailDevices'
import { addVirtualAuthenticator } from './setup/virtualAuthenticator'

// Issue 62: self-custody is the default. A new account is protected by the visitor's own
// factor at its first login, and a new device needs that factor as well as the login. The frame
// is reached on localhost, so WebAuthn accepts it as relying party; a CDP virtual authenticator
// with PRF stands in for the visitor's passkey.
const browser = useBrowser()
const stack = inject('stack')
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } }
const frameUrl = () => {
  const url = stack.urls.walletFrame
  if (!url) throw new Error('the e2e stack runs without the wallet frame')
  return url
}
const { open, logInFirstTime, logInNewDevice, connectedAndClosed } = useEmailDevices(browser)

describe('self-custody by default: a new wallet is protected at its first login (real frame on localhost)', () => {
  it('the dev stack names the frame on localhost, a relying party WebAuthn accepts', () => {
    expect(new URL(frameUrl()).hostname).toBe('localhost')
  })

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    '%s: a first email login makes a passkey-protected account; a new device with the passkey opens the same address; the modal closes after each',
    async (device, context) => {
      const step = trackSteps()
      const email = `passkey-${device}-${Date.now()}@example.com`
      const { page, blocked } = await open(context)
      const authenticator = await addVirtualAuthenticator(page)

      step('first login')
      await logInFirstTime(page, email)
      await recoveryView(page, 'create').waitFor({ timeout: 30_000 })
      await walletFrame(page).getByTestId('portico-frame-recovery-create').waitFor()
      // On localhost the frame offers the passkey beside the password.
      await walletFrame(page).getByTestId('portico-frame-recovery-passkey').waitFor()
      expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
        'Protect your new wallet',
      )
      await screenshot(page, `embedded-wallet-${device}-recovery-create-passkey-dark`)
      step('protect with the passkey')
      await protectNewWallet(page, { passkey: true })
      const address = await connectedAndClosed(page)
      const [passkey, ...others] = await authenticator.credentials()
      expect(others).toEqual([])
      expect(passkey?.rpId).toBe('localhost')

      // A new device that has the visitor's passkey (synced, as passkey managers do): the frame
      // forgets this browser, the tab keeps its authenticator. CDP does not export a passkey's
      // PRF secret, so a copy in another context's authenticator could not open the wallet.
      step('a new device with the synced passkey')
      await forgetThisDevice(page, frameUrl())
      await page.getByTestId('portico-connect-button').waitFor()
      expect(await page.getByTestId('demo-status').textContent()).not.toBe('connected')
      await logInNewDevice(page, email)
      step('unlock with the passkey')
      await recoveryView(page, 'unlock').waitFor({ timeout: 30_000 })
      await walletFrame(page).getByTestId('portico-frame-recovery-passkey').waitFor()
      expect(await page.locator('portico-modal .portico-header-title').textContent()).toBe(
        'Unlock your wallet',
      )
      await unlockWallet(page, { passkey: true })
      expect(await connectedAndClosed(page)).toBe(address)
      expect(blocked).toEqual([])
    },
    240_000,
  )

  it('the demo with ?passkeys=1 offers Continue with a passkey, which signs a passkey-protected account in on a new device; the modal closes', async () => {
    const step = trackSteps()
    const email = `passkey-sign-in-${Date.now()}@example.com`
    const { page, blocked } = await open(DESKTOP, '/?passkeys=1')
    const authenticator = await addVirtualAuthenticator(page)
    step('first login, protected with a passkey')
    await logInFirstTime(page, email)
    await protectNewWallet(page, { passkey: true })
    const address = await connectedAndClosed(page)
    expect(await authenticator.credentials()).toHaveLength(1)

    step('a new device: Continue with a passkey')
    await forgetThisDevice(page, frameUrl())
    await page.getByTestId('portico-connect-button').click()
    const continueWithPasskey = page.getByTestId('portico-connect-passkey')
    await continueWithPasskey.waitFor()
    expect(await continueWithPasskey.textContent()).toBe('Continue with a passkey')
    await screenshot(page, 'embedded-wallet-desktop-connect-passkeys-dark')
    await continueWithPasskey.click()
    await recoveryView(page, 'signIn').waitFor({ timeout: 30_000 })
    await walletFrame(page).getByTestId('portico-frame-recovery-signIn').waitFor()
    await walletFrame(page).getByTestId('portico-frame-recovery-passkey').click()
    // This device has no share of the key yet: the frame asks for the same passkey to open it.
    const unlock = walletFrame(page).getByTestId('portico-frame-recovery-unlock')
    await unlock.waitFor({ timeout: 30_000 })
    await unlock.getByTestId('portico-frame-recovery-passkey').click()
    expect(await connectedAndClosed(page)).toBe(address)
    expect(blocked).toEqual([])
  }, 180_000)

  it('an account protected with a password recovers on a second device (a new browser context) with it; the modal closes after each', async () => {
    const step = trackSteps()
    const email = `password-${Date.now()}@example.com`
    step('first login, first device')
    const first = await open(DESKTOP)
    await logInFirstTime(first.page, email)
    await protectNewWallet(first.page)
    const address = await connectedAndClosed(first.page)
    expect(first.blocked).toEqual([])

    step('second device')
    const second = await open(DESKTOP)
    await logInNewDevice(second.page, email)
    step('unlock with the password')
    await unlockWallet(second.page)
    expect(await connectedAndClosed(second.page)).toBe(address)
    expect(second.blocked).toEqual([])
  }, 180_000)
})
