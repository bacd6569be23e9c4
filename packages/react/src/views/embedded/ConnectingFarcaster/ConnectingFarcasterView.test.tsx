// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import ConnectingFarcasterView from './ConnectingFarcasterView'

afterEach(cleanup)

const EXPIRED = 'This Farcaster sign-in has expired. Please start again'

// The frame's side as the view sees it: each link is new; each wait ends as the test says.
function fakeWallet() {
  const links: string[] = []
  const waits: { signal: AbortSignal | undefined; fail: (error: Error) => void }[] = []
  const wallet = idleEmbeddedWallet({
    async getFarcasterUrl() {
      const link = `farcaster://connect?channelToken=${'t'.repeat(40)}${links.length}&nonce=n${links.length}`
      links.push(link)
      return link
    },
    connectFarcaster: (signal) =>
      new Promise<void>((_, reject) => {
        waits.push({ signal, fail: reject })
      }),
  })
  return { wallet, links, waits }
}

function renderView() {
  const fake = fakeWallet()
  const client = createEmbeddedTestClient(fake.wallet)
  const view = renderWithClient(<ConnectingFarcasterView />, client)
  return { client, view, ...fake }
}

describe('ConnectingFarcaster', () => {
  it('shows the sign-in link as a QR code and a link, and keeps it as farcasterUrl', async () => {
    const { client, links, waits } = renderView()
    await screen.findByTestId('portico-farcaster-qr')
    expect(links).toHaveLength(1)
    expect(screen.getByTestId('portico-farcaster-open').getAttribute('href')).toBe(links[0])
    expect(screen.getByTestId('portico-farcaster-waiting')).toBeTruthy()
    expect(client.stores.account.getState().accounts.eip155?.farcasterUrl).toBe(links[0])
    expect(waits).toHaveLength(1)
  })

  it('shows an expired sign-in and starts a new one on Try again', async () => {
    const { client, links, waits } = renderView()
    await screen.findByTestId('portico-farcaster-qr')
    waits[0]?.fail(new Error(EXPIRED))
    expect((await screen.findByTestId('portico-farcaster-error')).textContent).toBe(EXPIRED)
    expect(screen.queryByTestId('portico-farcaster-qr')).toBeNull()
    fireEvent.click(screen.getByTestId('portico-farcaster-retry'))
    await waitFor(() => expect(links).toHaveLength(2))
    await screen.findByTestId('portico-farcaster-qr')
    expect(screen.queryByTestId('portico-farcaster-error')).toBeNull()
    expect(client.stores.account.getState().accounts.eip155?.farcasterUrl).toBe(links[1])
    // The abandoned wait was told to stop.
    expect(waits[0]?.signal?.aborted).toBe(true)
  })

  it('stops waiting when the view closes', async () => {
    const { view, waits } = renderView()
    await screen.findByTestId('portico-farcaster-qr')
    view.unmount()
    expect(waits[0]?.signal?.aborted).toBe(true)
  })

  it('a new device of an account protected by a recovery password goes on to unlock it', async () => {
    const { client, waits } = renderView()
    await screen.findByTestId('portico-farcaster-qr')
    waits[0]?.fail(
      Object.assign(
        new Error('This wallet is protected by a recovery password: enter it to use this device'),
        { name: 'RecoveryPasswordRequiredError' },
      ),
    )
    await waitFor(() =>
      expect(client.stores.router.getState().view).toEqual({
        view: 'EmbeddedWalletRecovery',
        mode: 'unlock',
      }),
    )
    expect(screen.queryByTestId('portico-farcaster-error')).toBeNull()
  })

  it('a new account goes on to protect it before it connects', async () => {
    const { client, waits } = renderView()
    await screen.findByTestId('portico-farcaster-qr')
    // What the embedded wallet throws when the frame answers CONNECT_FARCASTER for a new account.
    waits[0]?.fail(
      Object.assign(new Error('Protect your wallet to finish setting it up'), {
        name: 'RecoverySetupRequiredError',
      }),
    )
    await waitFor(() =>
      expect(client.stores.router.getState().view).toEqual({
        view: 'EmbeddedWalletRecovery',
        mode: 'create',
      }),
    )
    expect(screen.queryByTestId('portico-farcaster-error')).toBeNull()
  })
})
