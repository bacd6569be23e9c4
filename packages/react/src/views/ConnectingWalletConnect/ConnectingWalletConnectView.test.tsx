// @vitest-environment jsdom
import {
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  UserRejectedRequestError,
} from '@portico/common'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import ConnectingWalletConnectBasicView from '../ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView'
import ConnectingWalletConnectView from './ConnectingWalletConnectView'
import { createWalletConnectTestClient } from './testing/createWalletConnectTestClient'

const wallet = {
  id: 'portico-test-wallet',
  name: 'Portico Test Wallet',
  webapp_link: 'http://127.0.0.1:5174',
}

const flush = () => act(async () => {})
const shownUri = () => screen.getByTestId('portico-wc-qr').getAttribute('data-wc-uri')

async function setup(
  view: 'wallet' | 'basic' = 'wallet',
  isMobile = false,
  translator: Translator | null = null,
) {
  const fake = createWalletConnectTestClient({ isMobile })
  await fake.client.init()
  const Wrapper = fake.wrapper
  render(
    view === 'wallet' ? (
      <ConnectingWalletConnectView view="ConnectingWalletConnect" wallet={wallet} />
    ) : (
      <ConnectingWalletConnectBasicView />
    ),
    {
      wrapper: ({ children }) => (
        <Wrapper>
          <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
        </Wrapper>
      ),
    },
  )
  await flush()
  return fake
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('ConnectingWalletConnect view', () => {
  it('speaks Arabic: the named QR code, the wait, the web app link and Copy link', async () => {
    await setup('wallet', false, await loadTranslator('ar'))
    expect(screen.getByRole('img', { name: 'رمز QR لربط Portico Test Wallet' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('في انتظار Portico Test Wallet…')
    expect(screen.getByTestId('portico-wc-open-web').textContent).toBe('افتح Portico Test Wallet')
    expect(screen.getByTestId('portico-wc-copy').textContent).toBe('نسخ الرابط')
  })

  it('shows the pairing uri as a named QR code and waits for the wallet', async () => {
    const fake = await setup()
    expect(fake.uris).toHaveLength(1)
    expect(shownUri()).toBe(fake.uris[0])
    expect(screen.getByRole('img', { name: 'QR code to connect Portico Test Wallet' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Waiting for Portico Test Wallet…')
  })

  it('offers a fresh uri once under 10 s of the pairing are left', async () => {
    const fake = await setup()
    await act(() =>
      vi.advanceTimersByTimeAsync(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1000),
    )
    expect(shownUri()).toBe(fake.uris[0])
    expect(screen.queryByTestId('portico-wc-retry')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1001))
    expect(shownUri()).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    expect(screen.getByText('QR code expired')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Codes last 4 minutes. Get a new one to continue.',
    )
    fireEvent.click(screen.getByTestId('portico-wc-retry'))
    await flush()
    expect(fake.uris).toHaveLength(2)
    expect(shownUri()).toBe(fake.uris[1])
    expect(fake.uris[1]).not.toBe(fake.uris[0])
  })

  it('shows the short message when the wallet declines, and pairs again on Try again', async () => {
    const fake = await setup()
    fake.reject(new UserRejectedRequestError())
    await flush()
    expect(screen.getByText('Connection failed')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(new UserRejectedRequestError().shortMessage)
    fireEvent.click(screen.getByTestId('portico-wc-retry'))
    await flush()
    expect(fake.uris).toHaveLength(2)
    expect(shownUri()).toBe(fake.uris[1])
  })

  it('opens the web app with the uri and remembers the link and the wallet', async () => {
    const fake = await setup()
    const link = screen.getByRole('link', { name: 'Open Portico Test Wallet' })
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('uri')).toBe(fake.uris[0])
    expect(link.getAttribute('target')).toBe('_blank')
    link.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(link)
    const connection = fake.client.stores.connection.getState()
    expect(connection.wcLinking).toEqual({ name: wallet.name, href: link.getAttribute('href') })
    expect(connection.recentWallet?.id).toBe(wallet.id)
    expect(fake.client.stores.wallets.getState().recent.map((w) => w.id)).toEqual([wallet.id])
  })

  it('closes with the account stored once the wallet approves', async () => {
    const fake = await setup()
    await fake.client.open({ view: { view: 'ConnectingWalletConnect', wallet } })
    fake.approve()
    await flush()
    expect(fake.client.stores.connection.getState().status.eip155).toBe('connected')
    expect(fake.client.stores.modal.getState().open).toBe(false)
  })
})

describe('ConnectingWalletConnectBasic view', () => {
  it('asks to scan with the phone, copies the link and leads to all wallets', async () => {
    const fake = await setup('basic')
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'QR code to connect a wallet' })).toBeTruthy()
    expect(shownUri()).toBe(fake.uris[0])
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await flush()
    expect(writeText).toHaveBeenCalledWith(fake.uris[0])
    expect(fake.client.stores.toast.getState().message).toBe('Link copied')
    fireEvent.click(screen.getByTestId('portico-wc-all-wallets'))
    expect(fake.client.stores.router.getState().view).toEqual({ view: 'AllWallets' })
  })

  it('on a phone leads with Open <wallet> and keeps the QR code behind Show QR code', async () => {
    const phoneWallet = {
      ...wallet,
      mobile_link: 'portico-test://',
      app_store: 'https://apps.apple.com/app/portico-test-wallet',
      homepage: 'https://wallet.example',
    }
    const fake = createWalletConnectTestClient({ isMobile: true })
    await fake.client.init()
    render(<ConnectingWalletConnectView view="ConnectingWalletConnect" wallet={phoneWallet} />, {
      wrapper: fake.wrapper,
    })
    await flush()
    expect(screen.queryByTestId('portico-wc-qr')).toBeNull()
    expect(screen.getByText('Continue in Portico Test Wallet')).toBeTruthy()
    const openApp = screen.getByTestId('portico-wc-open-mobile')
    expect(openApp.textContent).toBe('Open Portico Test Wallet')
    expect(openApp.getAttribute('href')).toBe(
      `portico-test://wc?uri=${encodeURIComponent(fake.uris[0] ?? '')}`,
    )
    fireEvent.click(screen.getByTestId('portico-wc-show-qr'))
    expect(shownUri()).toBe(fake.uris[0])
    expect(screen.getByText('Scan with Portico Test Wallet')).toBeTruthy()
    expect(screen.queryByTestId('portico-wc-show-qr')).toBeNull()
  })

  it('offers Get <wallet> from the store of the device, on a computer the extension store', async () => {
    const storeWallet = {
      ...wallet,
      chrome_store: 'https://chromewebstore.google.com/detail/portico',
      homepage: 'https://wallet.example',
    }
    const fake = createWalletConnectTestClient({ isMobile: false })
    await fake.client.init()
    render(<ConnectingWalletConnectView view="ConnectingWalletConnect" wallet={storeWallet} />, {
      wrapper: fake.wrapper,
    })
    await flush()
    const get = screen.getByRole('link', { name: 'Get Portico Test Wallet' })
    expect(get.getAttribute('href')).toBe(storeWallet.chrome_store)
    expect(screen.getByTestId('portico-wc-get').textContent).toContain(
      "Don't have Portico Test Wallet?",
    )
  })
})
