// @vitest-environment jsdom
import type { EmbeddedWallet } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { CurrentView } from '../../../testing/CurrentView'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// An embedded wallet whose social logins answer as `connectSocial` says.
function setup(connectSocial: EmbeddedWallet['connectSocial']) {
  const client = createEmbeddedTestClient(idleEmbeddedWallet({ connectSocial }), {
    features: { email: false, socials: ['github', 'google'] },
  })
  client.reset({ view: 'Connect' })
  renderWithClient(<CurrentView client={client} />, client)
  return client
}

const popup = () => ({ closed: false, close: () => {} }) as unknown as Window

// Clicks a provider's button once the view takes clicks.
async function clickSocial(provider: string) {
  const button = await screen.findByTestId(`portico-social-${provider}`)
  await vi.waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
  fireEvent.click(button)
}

it('a closed pop-up shows the error with Try again, and Try again signs in anew', async () => {
  const attempts: string[] = []
  const connectSocial = vi.fn(async (provider: string) => {
    attempts.push(provider)
    throw Object.assign(new Error('closed'), {
      shortMessage: 'The sign-in window was closed before the login finished',
    })
  })
  const open = vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial('github')
  // The pop-up opened in the click itself, before any await.
  expect(open).toHaveBeenCalledTimes(1)
  expect((await screen.findByTestId('portico-social-error')).textContent).toContain(
    'The sign-in window was closed before the login finished',
  )
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
    'Connect',
    'ConnectingSocial',
  ])
  const retry = screen.getByTestId('portico-social-retry') as HTMLButtonElement
  await vi.waitFor(() => expect(retry.disabled).toBe(false))
  fireEvent.click(retry)
  expect(open).toHaveBeenCalledTimes(2)
  await vi.waitFor(() => expect(attempts).toEqual(['github', 'github']))
  // The retry replaced the view: Back still leads to Connect.
  expect(client.stores.router.getState().history).toHaveLength(2)
})

it('says where the login is while it waits: opening the provider, the visitor there, then the wallet', async () => {
  let onStep: ((step: 'signingIn' | 'connecting') => void) | undefined
  const connectSocial = vi.fn<EmbeddedWallet['connectSocial']>(async (_provider, _popup, step) => {
    onStep = step
    await new Promise<void>(() => {})
  })
  vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial('github')
  const said = async () => (await screen.findByTestId('portico-social-step')).textContent
  expect(await said()).toBe('Opening GitHub…')
  await vi.waitFor(() => expect(onStep).toBeDefined())
  act(() => onStep?.('signingIn'))
  expect(await said()).toBe('Waiting for GitHub…')
  expect(screen.getByTestId('portico-social-in-popup').textContent).toContain('pop-up window')
  act(() => onStep?.('connecting'))
  expect(await said()).toBe('Signing in…')
  // The pop-up closed with the provider's answer: the view no longer sends the visitor there.
  expect(screen.queryByTestId('portico-social-in-popup')).toBeNull()
  // Each step replaced the view: Back still leads to Connect.
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
    'Connect',
    'ConnectingSocial',
  ])
})

it('a blocked pop-up says so with Try again, and nothing is sent to the frame', async () => {
  const connectSocial = vi.fn(async () => {})
  vi.spyOn(window, 'open').mockImplementation(() => null)
  setup(connectSocial)
  await clickSocial('github')
  expect((await screen.findByTestId('portico-social-error')).textContent).toContain(
    'Allow pop-ups for this site to continue with GitHub',
  )
  expect(screen.getByTestId('portico-social-retry')).toBeTruthy()
  expect(connectSocial).not.toHaveBeenCalled()
})

// What the embedded wallet throws when the frame answers CONNECT_SOCIAL for an account that
// needs one more step, and the view that step opens in place of the waiting one.
it.each([
  [
    'a new device of an account with a key goes on to the mailbox approval, then the code',
    {
      // The frame answered VERIFY_DEVICE.
      error: Object.assign(new Error('Approve this device from your email'), {
        name: 'SocialDeviceApprovalError',
        email: 'ada@example.com',
      }),
      provider: 'google',
      next: { view: 'EmailVerifyDevice', email: 'ada@example.com' },
    },
  ],
  [
    'a new device of an account protected by a recovery password goes on to unlock it',
    {
      // The frame answered with the locked key.
      error: Object.assign(
        new Error('This wallet is protected by a recovery password: enter it to use this device'),
        { name: 'RecoveryPasswordRequiredError' },
      ),
      provider: 'google',
      next: { view: 'EmbeddedWalletRecovery', mode: 'unlock' },
    },
  ],
  [
    'a new account goes on to protect it before it connects',
    {
      error: Object.assign(new Error('Protect your wallet to finish setting it up'), {
        name: 'RecoverySetupRequiredError',
      }),
      provider: 'github',
      next: { view: 'EmbeddedWalletRecovery', mode: 'create' },
    },
  ],
])('%s', async (_title, { error, provider, next }) => {
  const connectSocial = vi.fn(async () => {
    throw error
  })
  vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial(provider)
  await screen.findByTestId(`portico-view-${next.view}`)
  expect(client.stores.router.getState().view).toEqual(next)
  // The waiting view was replaced: Back leads to Connect.
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual(['Connect', next.view])
  expect(screen.queryByTestId('portico-social-error')).toBeNull()
})
