// @vitest-environment jsdom
import { KNOWN_CHAINS } from '@portico/common'
import { createPortico, type EmbeddedWallet, type Portico } from '@portico/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { useStoreValue } from '../../../hooks/clientHooks'
import { ViewSwitch } from '../../../modal/ViewSwitch'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// The current view, as the modal renders it.
function CurrentView({ client }: { client: Portico }) {
  const view = useStoreValue(client.stores.router, (s) => s.view)
  return <ViewSwitch view={view} />
}

// An embedded wallet whose social logins answer as `connectSocial` says.
function setup(connectSocial: EmbeddedWallet['connectSocial']) {
  const wallet = idleEmbeddedWallet({ connectSocial })
  const client = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    features: { email: false, socials: ['github', 'google'] },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
  })
  client.reset({ view: 'Connect' })
  render(
    <PorticoContext.Provider value={client}>
      <CurrentView client={client} />
    </PorticoContext.Provider>,
  )
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

it('a new device of an account with a key goes on to the mailbox approval, then the code', async () => {
  // What the embedded wallet throws when the frame answers CONNECT_SOCIAL with VERIFY_DEVICE.
  const connectSocial = vi.fn(async () => {
    throw Object.assign(new Error('Approve this device from your email'), {
      name: 'SocialDeviceApprovalError',
      email: 'ada@example.com',
    })
  })
  vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial('google')
  await screen.findByTestId('portico-view-EmailVerifyDevice')
  expect(client.stores.router.getState().view).toEqual({
    view: 'EmailVerifyDevice',
    email: 'ada@example.com',
  })
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
    'Connect',
    'EmailVerifyDevice',
  ])
})

it('a new device of an account protected by a recovery password goes on to unlock it', async () => {
  // What the embedded wallet throws when the frame answers CONNECT_SOCIAL with the locked key.
  const connectSocial = vi.fn(async () => {
    throw Object.assign(
      new Error('This wallet is protected by a recovery password: enter it to use this device'),
      { name: 'RecoveryPasswordRequiredError' },
    )
  })
  vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial('google')
  await screen.findByTestId('portico-view-EmbeddedWalletRecovery')
  expect(client.stores.router.getState().view).toEqual({
    view: 'EmbeddedWalletRecovery',
    mode: 'unlock',
  })
  // The waiting view was replaced: Back leads to Connect.
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
    'Connect',
    'EmbeddedWalletRecovery',
  ])
})

it('a new account goes on to protect it before it connects', async () => {
  // What the embedded wallet throws when the frame answers CONNECT_SOCIAL for a new account.
  const connectSocial = vi.fn(async () => {
    throw Object.assign(new Error('Protect your wallet to finish setting it up'), {
      name: 'RecoverySetupRequiredError',
    })
  })
  vi.spyOn(window, 'open').mockImplementation(popup)
  const client = setup(connectSocial)
  await clickSocial('github')
  await screen.findByTestId('portico-view-EmbeddedWalletRecovery')
  expect(client.stores.router.getState().view).toEqual({
    view: 'EmbeddedWalletRecovery',
    mode: 'create',
  })
  // The waiting view was replaced: Back leads to Connect.
  expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
    'Connect',
    'EmbeddedWalletRecovery',
  ])
  expect(screen.queryByTestId('portico-social-error')).toBeNull()
})
