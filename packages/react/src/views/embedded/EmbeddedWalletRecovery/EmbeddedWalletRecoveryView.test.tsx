// @vitest-environment jsdom
import { UserRejectedRequestError } from '@portico/common'
import type { ChainAdapter, EmbeddedWallet, FrameRect, Portico } from '@portico/core'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import type { Translator } from '../../../i18n/Translator'
import { CurrentView } from '../../../testing/CurrentView'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import EmbeddedWalletRecoveryView from './EmbeddedWalletRecoveryView'

afterEach(cleanup)

type Mode = 'protect' | 'unlock' | 'create' | 'signIn'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The app's adapter with the embedded wallet's AUTH connector, which connects at once: what
// the real connect does after the frame opened the key (stores, then the modal's close).
function adapterWithAuth(): ChainAdapter {
  return {
    ...idleAdapter([{ id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }]),
    connect: async ({ connectorId }) => ({ connectorId, address: ADDRESS, chainId: 1 }),
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  }
}

/** The view on a client whose embedded wallet is `wallet`; `shown` records showFrame calls. */
function renderView(
  mode: Mode,
  overrides: Partial<EmbeddedWallet>,
  translator: Translator | null = null,
) {
  const shown: (FrameRect | undefined)[] = []
  const wallet = idleEmbeddedWallet({ showFrame: (rect) => void shown.push(rect), ...overrides })
  const client = createEmbeddedTestClient(wallet)
  client.push({ view: 'Account' })
  client.push({ view: 'EmbeddedWalletRecovery', mode })
  renderWithClient(<EmbeddedWalletRecoveryView mode={mode} />, client, translator)
  return { client, shown }
}

/** Keeps the connector ids the view connects instead of connecting them. */
function recordConnects(client: Portico): string[] {
  const connected: string[] = []
  client.connect = async (params) => {
    connected.push(params.connectorId ?? '')
  }
  return connected
}

/** The error line the view in `mode` shows once its wallet fails as `overrides` say. */
async function errorShown(mode: Mode, overrides: Partial<EmbeddedWallet>) {
  renderView(mode, overrides)
  return (await screen.findByTestId('portico-recovery-error')).textContent
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
    const connected = recordConnects(client)
    // The connect starts right after unlockKey resolves: the spinner says the wallet opens.
    await expect.poll(() => connected).toEqual(['ID_AUTH'])
    cleanup()

    expect(
      await errorShown('unlock', {
        unlockKey: async () => {
          throw new Error('Too many wrong recovery passwords. Please try again later')
        },
      }),
    ).toBe('Too many wrong recovery passwords. Please try again later')
  })

  it.each([
    [
      'signIn: signs in with the passkey, then connects the AUTH connector; Cancel in the frame is said as such',
      {
        mode: 'signIn',
        step: 'connectPasskey',
        others: {
          unlockKey: async () => {
            throw new Error('a passkey sign-in must not ask for a password')
          },
        },
        refused: 'You did not sign in.',
      },
    ],
    [
      'create: protects a new account in the frame’s form, then connects; Cancel says the wallet is not set up',
      {
        mode: 'create',
        step: 'unlockKey',
        others: {},
        refused: 'Your wallet is not set up until you protect it.',
      },
    ],
  ] as const)('%s', async (_title, { mode, step, others, refused }) => {
    // The wallet's answer to the one step the mode asks for.
    const answer = (reply: () => Promise<void>) => ({ [step]: reply }) as Partial<EmbeddedWallet>
    let asked = 0
    const { client, shown } = renderView(mode, {
      ...others,
      ...answer(async () => {
        asked += 1
      }),
    })
    const connected = recordConnects(client)
    await expect.poll(() => connected).toEqual(['ID_AUTH'])
    expect(asked).toBe(1)
    expect(shown.some((rect) => rect !== undefined)).toBe(true)
    cleanup()

    expect(
      await errorShown(
        mode,
        answer(async () => {
          throw new UserRejectedRequestError()
        }),
      ),
    ).toBe(refused)
  })

  it('signIn: a passkey sign-in to an account still to protect goes on to create, which asks the frame’s form', async () => {
    let asked = 0
    const wallet = idleEmbeddedWallet({
      connectPasskey: async () => {
        throw Object.assign(new Error('Protect your wallet to finish setting it up'), {
          name: 'RecoverySetupRequiredError',
        })
      },
      unlockKey: async () => {
        asked += 1
      },
    })
    const client = createEmbeddedTestClient(wallet)
    const connected = recordConnects(client)
    client.reset({ view: 'Connect' })
    client.push({ view: 'EmbeddedWalletRecovery', mode: 'signIn' })
    renderWithClient(<CurrentView client={client} />, client)
    await expect
      .poll(() => client.stores.router.getState().view)
      .toEqual({ view: 'EmbeddedWalletRecovery', mode: 'create' })
    // Replaced, not pushed: Back still leads to Connect.
    expect(client.stores.router.getState().history.map((v) => v.view)).toEqual([
      'Connect',
      'EmbeddedWalletRecovery',
    ])
    await expect.poll(() => connected).toEqual(['ID_AUTH'])
    expect(asked).toBe(1)
    expect(screen.queryByTestId('portico-recovery-error')).toBeNull()
  })

  it.each(['unlock', 'create'] as const)(
    '%s: the modal closes once the wallet connects (it stays open over the frame’s form until then)',
    async (mode) => {
      let open: (() => void) | undefined
      const wallet = idleEmbeddedWallet({
        unlockKey: () =>
          new Promise<void>((resolve) => {
            open = resolve
          }),
      })
      const client = createEmbeddedTestClient(wallet, { adapters: [adapterWithAuth()] })
      await client.init()
      await client.open({ view: { view: 'EmbeddedWalletRecovery', mode } })
      renderWithClient(<EmbeddedWalletRecoveryView mode={mode} />, client)
      await expect.poll(() => open).toBeDefined()
      // A click beside the dialog while the form asks does not close it.
      client.close()
      expect(client.stores.modal.getState().open).toBe(true)
      await act(async () => open?.())
      await expect.poll(() => client.stores.connection.getState().status.eip155).toBe('connected')
      await expect.poll(() => client.stores.modal.getState().open).toBe(false)
      expect(client.stores.account.getState().accounts.eip155?.address).toBe(ADDRESS)
      await client.destroy()
    },
  )
})
