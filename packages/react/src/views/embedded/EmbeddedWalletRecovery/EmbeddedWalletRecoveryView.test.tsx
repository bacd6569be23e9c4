// @vitest-environment jsdom
import { KNOWN_CHAINS, UserRejectedRequestError } from '@portico/common'
import { createPortico, type EmbeddedWallet, type FrameRect, type Portico } from '@portico/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { TranslatorContext } from '../../../i18n/TranslatorContext'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import EmbeddedWalletRecoveryView from './EmbeddedWalletRecoveryView'

afterEach(cleanup)

/** The view on a client whose embedded wallet is `wallet`; `shown` records showFrame calls. */
function renderView(
  mode: 'protect' | 'unlock' | 'signIn',
  overrides: Partial<EmbeddedWallet>,
  translator: Translator | null = null,
) {
  const shown: (FrameRect | undefined)[] = []
  const wallet = idleEmbeddedWallet({ showFrame: (rect) => void shown.push(rect), ...overrides })
  const client: Portico = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
  })
  client.push({ view: 'Account' })
  client.push({ view: 'EmbeddedWalletRecovery', mode })
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>
        <EmbeddedWalletRecoveryView mode={mode} />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
  return { client, shown }
}

describe('EmbeddedWalletRecoveryView', () => {
  it('protect: shows the frame in place while it asks, then says so and goes back to Account', async () => {
    let finish = () => {}
    let calls = 0
    const { client, shown } = renderView('protect', {
      protectRecovery: () => {
        calls += 1
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      },
    })
    await expect.poll(() => calls).toBe(1)
    await expect.poll(() => shown.some((rect) => rect !== undefined)).toBe(true)
    finish()
    await expect.poll(() => client.stores.router.getState().view.view).toBe('Account')
    const toast = client.stores.toast.getState()
    expect(toast.variant).toBe('success')
    expect(toast.message).toBe('Your wallet is protected')
    cleanup()
    expect(shown.at(-1)).toBeUndefined()
  })

  it('a Cancel in the frame hides it and shows why, in the visitor’s language; Try again asks again', async () => {
    let calls = 0
    const { shown } = renderView(
      'protect',
      {
        protectRecovery: async () => {
          calls += 1
          throw new UserRejectedRequestError()
        },
      },
      await loadTranslator('de'),
    )
    const error = await screen.findByTestId('portico-recovery-error')
    expect(error.textContent).toBe('Es wurde kein Wiederherstellungspasswort festgelegt.')
    // The frame hides in an effect after the error paints, which may flush after this test
    // resumes on a busy machine.
    await expect.poll(() => shown.at(-1)).toBeUndefined()
    const retry = screen.getByTestId('portico-recovery-retry')
    expect(retry.textContent).toBe('Erneut versuchen')
    fireEvent.click(retry)
    await expect.poll(() => calls).toBe(2)
  })

  it('unlock: opens the key, then connects the AUTH connector; too many wrong passwords is said as such', async () => {
    const { client } = renderView('unlock', { unlockKey: async () => {} })
    const connected: string[] = []
    client.connect = async (params) => {
      connected.push(params.connectorId ?? '')
    }
    // The connect starts right after unlockKey resolves: the spinner says the wallet opens.
    await expect.poll(() => connected).toEqual(['ID_AUTH'])
    cleanup()

    renderView('unlock', {
      unlockKey: async () => {
        const error = new Error('Too many wrong recovery passwords. Please try again later')
        throw error
      },
    })
    expect((await screen.findByTestId('portico-recovery-error')).textContent).toBe(
      'Too many wrong recovery passwords. Please try again later',
    )
  })

  it('signIn: signs in with the passkey, then connects the AUTH connector; Cancel in the frame is said as such', async () => {
    let passkeyAsked = 0
    const { client, shown } = renderView('signIn', {
      connectPasskey: async () => {
        passkeyAsked += 1
      },
      unlockKey: async () => {
        throw new Error('a passkey sign-in must not ask for a password')
      },
    })
    const connected: string[] = []
    client.connect = async (params) => {
      connected.push(params.connectorId ?? '')
    }
    await expect.poll(() => connected).toEqual(['ID_AUTH'])
    expect(passkeyAsked).toBe(1)
    expect(shown.some((rect) => rect !== undefined)).toBe(true)
    cleanup()

    renderView('signIn', {
      connectPasskey: async () => {
        throw new UserRejectedRequestError()
      },
    })
    expect((await screen.findByTestId('portico-recovery-error')).textContent).toBe(
      'You did not sign in.',
    )
  })
})
