// @vitest-environment jsdom
import { KNOWN_CHAINS } from '@portico/common'
import { createPortico, type EmbeddedWalletModule, type PorticoOptions } from '@portico/core'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { idleAdapter } from '../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../testing/renderWithClient'
import { ConnectView } from './ConnectView'

afterEach(cleanup)

// The app's eip155 adapter, with one browser wallet; nothing here connects.
const appAdapter = () =>
  idleAdapter([{ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' }])

function renderConnect(
  options: Partial<PorticoOptions>,
  {
    project = true,
    translator,
    client: reopened,
  }: { project?: boolean; translator?: Translator; client?: ReturnType<typeof createPortico> } = {},
) {
  const client =
    reopened ??
    createPortico({
      networks: [KNOWN_CHAINS.mainnet],
      ...(project && { projectId: 'portico-test' }),
      adapters: [appAdapter()],
      storage: null,
      isMobile: false,
      logger: { warn: () => {}, error: () => {} },
      // No gateway here: the lists the view asks for fail at once, unless a test serves them.
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
      ...options,
    })
  client.stores.connectors.getState().setConnectors('eip155', appAdapter().getConnectors())
  renderWithClient(<ConnectView />, client, translator)
  return client
}

// An embedded wallet whose steps are never reached in these tests.
const fakeModule = (loads: string[]): EmbeddedWalletModule => ({
  createEmbeddedWallet: () => {
    loads.push('created')
    return idleEmbeddedWallet()
  },
})

describe('ConnectView email field', () => {
  it('is absent without the embedded wallet, even with features.email on', () => {
    renderConnect({ features: { email: true } })
    expect(screen.queryByTestId('portico-email-input')).toBeNull()
    expect(screen.getByTestId('portico-wallet-injected')).toBeTruthy()
  })

  it('is absent without a project id, which the frame is loaded for', () => {
    renderConnect({ embeddedWallet: async () => fakeModule([]) }, { project: false })
    expect(screen.queryByTestId('portico-email-input')).toBeNull()
  })

  it('is absent when features.email is off, and with socials off too the wallet never loads', async () => {
    const loads: string[] = []
    renderConnect({
      features: { email: false, socials: false },
      embeddedWallet: async () => {
        loads.push('imported')
        return fakeModule(loads)
      },
    })
    await new Promise((r) => setTimeout(r, 20))
    expect(screen.queryByTestId('portico-email-input')).toBeNull()
    expect(loads).toEqual([])
  })

  it('comes before the wallets (connect method order) and loads the wallet when shown', async () => {
    const loads: string[] = []
    renderConnect({
      embeddedWallet: async () => {
        loads.push('imported')
        return fakeModule(loads)
      },
    })
    const input = screen.getByTestId('portico-email-input')
    const wallet = screen.getByTestId('portico-wallet-injected')
    expect(input.compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByLabelText('Email')).toBe(input)
    // The first load of the kit's embedded-wallet module compiles it: seconds on a busy machine.
    await waitFor(() => expect(loads).toEqual(['imported', 'created']), { timeout: 10_000 })

    expect(screen.queryByTestId('portico-show-wallets')).toBeNull()
    fireEvent.change(input, { target: { value: 'not-an-email' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address')
  })

  it('sends an address submitted while the embedded wallet still loads, once it is ready', async () => {
    // On a busy machine the visitor typed and pressed Enter before the wallet was ready, and the
    // submit was dropped.
    let ready: ((module: EmbeddedWalletModule) => void) | undefined
    const sent: string[] = []
    const client = renderConnect({
      embeddedWallet: () =>
        new Promise<EmbeddedWalletModule>((resolve) => {
          ready = resolve
        }),
    })
    const input = screen.getByTestId('portico-email-input')
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    const button = screen.getByTestId('portico-email-submit') as HTMLButtonElement
    // A disabled submit button would make the browser ignore Enter in the field.
    expect(button.disabled).toBe(false)
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    expect(button.getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(ready).toBeDefined())
    await act(async () =>
      ready?.({
        createEmbeddedWallet: () =>
          idleEmbeddedWallet({
            connectEmail: async (email) => {
              sent.push(email)
              return { action: 'VERIFY_OTP' }
            },
          }),
      }),
    )
    await waitFor(() => expect(sent).toEqual(['ada@example.com']))
    await waitFor(() =>
      expect(client.stores.router.getState().view).toMatchObject({
        view: 'EmailVerifyOtp',
        email: 'ada@example.com',
      }),
    )
  })

  it("offers 'Continue with a passkey' only with features.passkeys, and opens the passkey sign-in", () => {
    renderConnect({ embeddedWallet: async () => fakeModule([]) })
    expect(screen.queryByTestId('portico-connect-passkey')).toBeNull()
    cleanup()
    const client = renderConnect({
      embeddedWallet: async () => fakeModule([]),
      features: { passkeys: true },
    })
    const button = screen.getByTestId('portico-connect-passkey')
    expect(button.textContent).toBe('Continue with a passkey')
    fireEvent.click(button)
    expect(client.stores.router.getState().view).toEqual({
      view: 'EmbeddedWalletRecovery',
      mode: 'signIn',
    })
  })

  it('keeps the wallets behind Continue with a wallet when emailShowWallets is off', () => {
    renderConnect({
      features: { emailShowWallets: false },
      embeddedWallet: async () => fakeModule([]),
    })
    expect(screen.getByTestId('portico-email-input')).toBeTruthy()
    expect(screen.queryByTestId('portico-wallet-injected')).toBeNull()
    fireEvent.click(screen.getByTestId('portico-show-wallets'))
    expect(screen.getByTestId('portico-wallet-injected')).toBeTruthy()
    expect(screen.queryByTestId('portico-show-wallets')).toBeNull()
  })
})

describe('ConnectView legal checkbox', () => {
  it('disables every connect method until the visitor agrees, and links the terms and policy', () => {
    renderConnect({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
      privacyPolicyUrl: 'https://app.example/privacy',
      embeddedWallet: async () => fakeModule([]),
    })
    const box = screen.getByRole('checkbox') as HTMLInputElement
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      'https://app.example/terms',
    )
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://app.example/privacy',
    )
    const email = screen.getByTestId('portico-email-input') as HTMLInputElement
    const wallet = screen.getByTestId('portico-wallet-injected') as HTMLButtonElement
    const social = screen.getByTestId('portico-social-google') as HTMLButtonElement
    // A disabled fieldset disables what it holds: matches(':disabled') is what the browser uses.
    for (const control of [email, wallet, social]) expect(control.matches(':disabled')).toBe(true)
    fireEvent.click(box)
    expect(email.matches(':disabled')).toBe(false)
    expect(wallet.matches(':disabled')).toBe(false)
  })

  it('does not show without a terms or privacy link, and then gates nothing', () => {
    renderConnect({ features: { legalCheckbox: true } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    const wallet = screen.getByTestId('portico-wallet-injected') as HTMLButtonElement
    expect(wallet.matches(':disabled')).toBe(false)
  })
})

describe('ConnectView socials and wallets', () => {
  it('shows the first social wide, a row of icons and More, which opens ConnectSocials', async () => {
    const client = renderConnect({ embeddedWallet: async () => fakeModule([]) })
    const google = screen.getByTestId('portico-social-google')
    expect(google.textContent).toBe('Continue with Google')
    // The gateway's logo of the provider, its letters only if that fails.
    expect(google.querySelector('img')?.getAttribute('src')).toMatch(
      /\/public\/getAssetImage\/social%3Agoogle\?|\/public\/getAssetImage\/social:google/,
    )
    for (const provider of ['x', 'discord', 'farcaster'])
      expect(screen.getByTestId(`portico-social-${provider}`)).toBeTruthy()
    expect(screen.queryByTestId('portico-social-github')).toBeNull()
    fireEvent.click(screen.getByTestId('portico-social-more'))
    expect(client.stores.router.getState().view).toEqual({ view: 'ConnectSocials' })
  })

  it('takes a social click while the embedded wallet still loads: the pop-up opens at once, the login follows', async () => {
    let ready: ((module: EmbeddedWalletModule) => void) | undefined
    const started: string[] = []
    const popup = { closed: false, close: () => undefined } as unknown as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(popup)
    try {
      const client = renderConnect({
        embeddedWallet: () =>
          new Promise<EmbeddedWalletModule>((resolve) => {
            ready = resolve
          }),
      })
      const google = screen.getByTestId('portico-social-google') as HTMLButtonElement
      // Never greyed out while the wallet loads: the click is taken.
      expect(google.disabled).toBe(false)
      fireEvent.click(google)
      expect(open).toHaveBeenCalledOnce()
      expect(client.stores.router.getState().view).toEqual({
        view: 'ConnectingSocial',
        provider: 'google',
        step: 'opening',
      })
      await waitFor(() => expect(ready).toBeDefined())
      await act(async () =>
        ready?.({
          createEmbeddedWallet: () =>
            idleEmbeddedWallet({
              connectSocial: async (provider, window) => {
                started.push(`${provider}:${window === popup}`)
                throw new Error('stopped here')
              },
            }),
        }),
      )
      await waitFor(() => expect(started).toEqual(['google:true']))
    } finally {
      open.mockRestore()
    }
  })

  it("farcaster's button opens ConnectingFarcaster (no pop-up)", async () => {
    const client = renderConnect({ embeddedWallet: async () => fakeModule([]) })
    const farcaster = screen.getByTestId('portico-social-farcaster') as HTMLButtonElement
    await waitFor(() => expect(farcaster.disabled).toBe(false))
    fireEvent.click(farcaster)
    expect(client.stores.router.getState().view).toEqual({ view: 'ConnectingFarcaster' })
  })

  it('puts the wallets first with connectMethodsOrder wallet-first', () => {
    renderConnect({
      features: { connectMethodsOrder: ['wallet', 'social', 'email'] },
      embeddedWallet: async () => fakeModule([]),
    })
    const wallet = screen.getByTestId('portico-wallet-injected')
    const social = screen.getByTestId('portico-social-google')
    const email = screen.getByTestId('portico-email-input')
    expect(wallet.compareDocumentPosition(social) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(social.compareDocumentPosition(email) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('collapses the wallets with collapseWallets when socials show', () => {
    renderConnect({
      features: { email: false, collapseWallets: true },
      embeddedWallet: async () => fakeModule([]),
    })
    expect(screen.queryByTestId('portico-wallet-injected')).toBeNull()
    fireEvent.click(screen.getByTestId('portico-show-wallets'))
    expect(screen.getByTestId('portico-wallet-injected')).toBeTruthy()
  })

  it('lists featured and custom wallets on the Connect view itself', async () => {
    const client = renderConnect({
      customWallets: [{ id: 'house-wallet', name: 'House Wallet' }],
    })
    act(() => client.stores.wallets.setState({ featured: [{ id: 'zerion', name: 'Zerion' }] }))
    expect((await screen.findByTestId('portico-wallet-zerion')).textContent).toContain('Zerion')
    expect(screen.getByTestId('portico-wallet-house-wallet').textContent).toContain('House Wallet')
  })

  it("asks again for the recommended wallets when it opens after the start's prefetch failed", async () => {
    let offline = true
    const asked: string[] = []
    const wallets = ['rainbow', 'zerion', 'rabby', 'uniswap'].map((id) => ({ id, name: id }))
    const client = renderConnect({
      fetch: async (url) => {
        asked.push(new URL(url).pathname)
        if (offline) throw new TypeError('fetch failed')
        return new Response(JSON.stringify({ data: wallets, count: 437 }), {
          headers: { 'content-type': 'application/json' },
        })
      },
    })
    await client.api.start()
    await waitFor(() => expect(asked.filter((p) => p === '/getWallets').length).toBe(1))
    expect(screen.getByTestId('portico-all-wallets').textContent).toBe('All wallets1')
    cleanup()
    offline = false
    renderConnect({}, { client })
    await waitFor(() =>
      expect(screen.getByTestId('portico-all-wallets').textContent).toBe('All wallets430+'),
    )
    expect(asked.filter((p) => p === '/getWallets')).toHaveLength(2)
  })

  it("offers 'All wallets' (opening AllWallets) by default, and not with features.allWallets off", () => {
    const client = renderConnect({})
    fireEvent.click(screen.getByTestId('portico-all-wallets'))
    expect(client.stores.router.getState().history.at(-1)).toEqual({ view: 'AllWallets' })
    cleanup()
    renderConnect({ features: { allWallets: false } })
    expect(screen.getByTestId('portico-wallet-injected')).toBeTruthy()
    expect(screen.queryByTestId('portico-all-wallets')).toBeNull()
  })
})

describe('ConnectView WalletConnect row', () => {
  const withWalletConnect = (isMobile: boolean) => {
    const client = renderConnect({ isMobile: () => isMobile })
    act(() =>
      client.stores.connectors
        .getState()
        .setConnectors('eip155', [
          ...appAdapter().getConnectors(),
          { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        ]),
    )
    return screen.getByTestId('portico-wallet-walletConnect')
  }

  it("says 'QR code' on a desktop, where it opens the QR, and not on a phone, where it opens the wallet list", () => {
    expect(withWalletConnect(false).textContent).toContain('QR code')
    cleanup()
    expect(withWalletConnect(true).textContent).toBe('WalletConnect')
  })
})

describe('ConnectView recommended wallets', () => {
  const recommended = [
    { id: 'rainbow', name: 'Rainbow' },
    { id: 'zerion', name: 'Zerion' },
  ]

  it('fold into one row of tiles after the other wallets when email and socials lead', async () => {
    const client = renderConnect({ embeddedWallet: async () => fakeModule([]) })
    act(() => client.stores.wallets.setState({ recommended }))
    const row = await screen.findByTestId('portico-recommended-wallets')
    const tiles = [...row.querySelectorAll('button')]
    expect(tiles.map((tile) => tile.dataset.testid)).toEqual([
      'portico-wallet-rainbow',
      'portico-wallet-zerion',
    ])
    expect(tiles.map((tile) => tile.className)).toEqual([
      'portico-wallet-tile',
      'portico-wallet-tile',
    ])
    const injected = screen.getByTestId('portico-wallet-injected')
    expect(injected.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    fireEvent.click(tiles[1] as HTMLElement)
    expect(client.stores.router.getState().view).toMatchObject({ view: 'ConnectingWalletConnect' })
  })

  it('stay rows in the list when the wallets lead', async () => {
    const client = renderConnect({
      features: { connectMethodsOrder: ['wallet', 'email', 'social'] },
      embeddedWallet: async () => fakeModule([]),
    })
    act(() => client.stores.wallets.setState({ recommended }))
    const rainbow = await screen.findByTestId('portico-wallet-rainbow')
    expect(rainbow.className).toBe('portico-wallet-item')
    expect(screen.queryByTestId('portico-recommended-wallets')).toBeNull()
  })
})

describe('ConnectView in another language', () => {
  it('speaks German: socials, the legal sentence with its links, wallets and help', async () => {
    const translator = await loadTranslator('de')
    renderConnect(
      {
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://app.example/terms',
        privacyPolicyUrl: 'https://app.example/privacy',
        embeddedWallet: async () => fakeModule([]),
      },
      { translator },
    )
    expect(screen.getByTestId('portico-social-google').textContent).toBe('Weiter mit Google')
    expect(screen.getByTestId('portico-legal-checkbox').textContent).toBe(
      'Ich stimme den Nutzungsbedingungen und der Datenschutzerklärung zu',
    )
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' }).getAttribute('href')).toBe(
      'https://app.example/terms',
    )
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
      'https://app.example/privacy',
    )
    expect(screen.getByPlaceholderText('E-Mail')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'Wallets' })).toBeTruthy()
    expect(screen.getByTestId('portico-all-wallets').textContent).toContain('Alle Wallets')
    expect(screen.getByTestId('portico-what-is-a-wallet').textContent).toBe(
      'Neu bei Wallets?Was ist eine Wallet?',
    )
  })

  it('keeps the English sentence when only the terms are linked', () => {
    renderConnect({
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://app.example/terms',
    })
    expect(screen.getByTestId('portico-legal-checkbox').textContent).toBe(
      'I agree to our Terms of Service',
    )
  })
})
