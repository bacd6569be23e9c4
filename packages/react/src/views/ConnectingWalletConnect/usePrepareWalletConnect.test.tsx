// @vitest-environment jsdom
import { PAIRING_LIFETIME_MS } from '@portico/common'
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectButton } from '../../components/ConnectButton/ConnectButton'
import { PorticoProvider } from '../../context/PorticoProvider'
import { isShown } from '../../testing/isShown'
import { queryShadow } from '../../testing/queryShadow'
import { createWalletConnectTestClient } from './testing/createWalletConnectTestClient'

/** What iOS Safari and Telegram's in-app browser on Android send. */
const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'
const TELEGRAM_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.71 Mobile Safari/537.36 Telegram-Android/11.2.3 (Samsung SM-S918B; Android 14; SDK 34; HIGH)'

const wallet = {
  id: 'portico-test-wallet',
  name: 'Portico Test Wallet',
  mobile_link: 'portico-test://',
}

function useUserAgent(userAgent: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent })
}

async function setup(options: Parameters<typeof createWalletConnectTestClient>[0]) {
  const fake = createWalletConnectTestClient(options)
  render(
    <PorticoProvider client={fake.client}>
      <ConnectButton />
    </PorticoProvider>,
  )
  await act(() => fake.client.init())
  return fake
}

const openModal = async () => {
  fireEvent.click(queryShadow('portico-kit').getByTestId('portico-connect-button'))
  // The closed modal holds a hidden pre-render, redone on store changes: wait for the shown one.
  return waitFor(() => {
    const modal = queryShadow('portico-modal')
    if (!isShown(modal.getByRole('dialog', { hidden: true }))) throw new Error('not shown yet')
    return modal
  })
}
const status = (fake: {
  client: { stores: { connection: { getState(): { status: { eip155?: string } } } } }
}) => fake.client.stores.connection.getState().status.eip155

beforeEach(() => {
  // The catalogue is not part of these tests: every request fails at once.
  vi.stubGlobal('fetch', async () => {
    throw new Error('offline')
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  Reflect.deleteProperty(navigator, 'userAgent')
})

describe('getting WalletConnect ready from the modal', () => {
  it('on a computer without a browser wallet: the provider when idle, a pairing with Connect, its QR code at once', async () => {
    const fake = await setup({ adapterType: 'wagmi' })
    // The visitor reaching for the button loads the modal's code; the SDK's follows when idle.
    fireEvent.pointerOver(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    await waitFor(() => expect(fake.calls).toContain('prepare:provider'), { timeout: 20_000 })
    expect(fake.uris).toEqual([])

    const modal = await openModal()
    await modal.findByTestId('portico-view-Connect')
    await waitFor(() => expect(fake.uris).toHaveLength(1))
    expect(fake.calls).toContain('prepare:pairing')
    expect(fake.calls.filter((call) => call.startsWith('connect'))).toEqual([])
    expect(status(fake)).not.toBe('connecting')

    fireEvent.click(modal.getByTestId('portico-wallet-walletConnect'))
    const qr = await modal.findByTestId('portico-wc-qr')
    expect(qr.getAttribute('data-wc-uri')).toBe(fake.uris[0])
    expect(fake.uris).toHaveLength(1)
    // The QR code of the prepared pairing shows at once; the connect that joins it follows.
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.startsWith('connect'))).toEqual([
        'connect:walletConnect',
      ]),
    )
    await act(async () => fake.approve())
    await waitFor(() => expect(status(fake)).toBe('connected'))
  })

  it('a pairing left waiting when the modal closes: the button is ready again, not "Connecting…"', async () => {
    const fake = await setup({ adapterType: 'wagmi' })
    const modal = await openModal()
    fireEvent.click(await modal.findByTestId('portico-wallet-walletConnect'))
    await modal.findByTestId('portico-wc-qr')
    const button = () => queryShadow('portico-kit').getByTestId('portico-connect-button')
    expect(status(fake)).toBe('connecting')

    act(() => fake.client.close())
    await waitFor(() => expect(button().textContent).toBe('Connect Wallet'))
    expect(button().getAttribute('aria-busy')).toBeNull()
    // The wallet can still answer the pairing: the connect goes on behind the button.
    expect(status(fake)).toBe('connecting')
    await act(async () => fake.approve())
    await waitFor(() => expect(status(fake)).toBe('connected'))
  })

  it('with a browser wallet: nothing while closed, the provider with Connect, no pairing until WalletConnect is picked', async () => {
    const fake = await setup({ adapterType: 'wagmi', browserWallet: true })
    // The modal's code is in (the visitor reached for the button; its host mounts, closed) and
    // the browser has been idle since.
    fireEvent.pointerOver(queryShadow('portico-kit').getByTestId('portico-connect-button'))
    await waitFor(() => expect(document.querySelector('portico-modal')).not.toBeNull(), {
      timeout: 20_000,
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(fake.calls).toEqual([])
    const modal = await openModal()
    await modal.findByTestId('portico-wallet-org.portico.test')
    await waitFor(() => expect(fake.calls).toContain('prepare:provider'))
    expect(fake.calls).not.toContain('prepare:pairing')
    expect(fake.uris).toEqual([])
  })

  for (const [browser, userAgent] of [
    ['iOS Safari', IOS_SAFARI],
    ["Telegram's in-app browser", TELEGRAM_ANDROID],
  ] as const) {
    it(`in ${browser}: connecting while pairing, then connected; one connect, the same uri for the wallet picked`, async () => {
      useUserAgent(userAgent)
      const fake = await setup({ isMobile: true })
      const modal = await openModal()
      await modal.findByTestId('portico-view-AllWallets')
      await waitFor(() => expect(fake.uris).toHaveLength(1))
      expect(status(fake)).toBe('connecting')
      expect(fake.client.stores.connection.getState().wcUri).toBe(fake.uris[0])

      // The wallet's link carries the uri from the start: it opens in the tap that picks it.
      act(() => fake.client.push({ view: 'ConnectingWalletConnect', wallet }))
      const open = await modal.findByTestId('portico-wc-open-mobile')
      expect(open.getAttribute('href')).toBe(
        `portico-test://wc?uri=${encodeURIComponent(fake.uris[0] ?? '')}`,
      )
      expect(fake.calls.filter((call) => call.startsWith('connect'))).toHaveLength(1)

      await act(async () => fake.approve())
      await waitFor(() => expect(status(fake)).toBe('connected'))
      await waitFor(() => expect(fake.client.stores.modal.getState().open).toBe(false))
    })
  }

  it('in Telegram: an unexpired pairing is reused on the next open, an expired one renewed', async () => {
    useUserAgent(TELEGRAM_ANDROID)
    vi.useFakeTimers({ toFake: ['Date'] })
    const fake = await setup({ isMobile: true })
    const modal = await openModal()
    await modal.findByTestId('portico-view-AllWallets')
    await waitFor(() => expect(fake.uris).toHaveLength(1))

    act(() => fake.client.close())
    await waitFor(() => expect(fake.client.stores.modal.getState().open).toBe(false))
    await act(() => fake.client.open())
    await waitFor(() => expect(fake.client.stores.router.getState().view.view).toBe('AllWallets'))
    expect(fake.uris).toHaveLength(1)
    expect(status(fake)).toBe('connecting')
    expect(fake.calls.filter((call) => call.startsWith('connect'))).toHaveLength(1)

    act(() => fake.client.close())
    vi.setSystemTime(Date.now() + PAIRING_LIFETIME_MS)
    await act(() => fake.client.open())
    await waitFor(() => expect(fake.uris).toHaveLength(2))
    expect(fake.client.stores.connection.getState().wcUri).toBe(fake.uris[1])
    // The connect in flight follows the new pairing: still one connect.
    expect(fake.calls.filter((call) => call.startsWith('connect'))).toHaveLength(1)
    await act(async () => fake.approve())
    await waitFor(() => expect(status(fake)).toBe('connected'))
  })
})
