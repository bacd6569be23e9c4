// @vitest-environment jsdom
import { KNOWN_CHAINS } from '@portico/common'
import { createPortico } from '@portico/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { PorticoContext } from '../../../context/PorticoContext'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { TranslatorContext } from '../../../i18n/TranslatorContext'
import { frameRefusal } from '../../../testing/frameRefusal'
import { idleAdapter } from '../../../testing/idleAdapter'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import UpdateEmailView from './UpdateEmailView'

afterEach(cleanup)

it('checks the new address and says what is wrong in the visitor’s language', async () => {
  const wallet = idleEmbeddedWallet({
    updateEmail: async () => {
      throw frameRefusal('This email is already in use', 'EMAIL_TAKEN')
    },
  })
  const client = createPortico({
    networks: [KNOWN_CHAINS.mainnet],
    adapters: [idleAdapter()],
    projectId: 'portico-test',
    storage: null,
    isMobile: false,
    logger: { warn: () => {}, error: () => {} },
    embeddedWallet: async () => ({ createEmbeddedWallet: () => wallet }),
  })
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={await loadTranslator('fr')}>
        <UpdateEmailView email="ada@example.com" />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
  const input = screen.getByLabelText('Nouvel e-mail')
  const save = screen.getByTestId('portico-update-email-save') as HTMLButtonElement
  fireEvent.change(input, { target: { value: 'ada@' } })
  // Save waits for the embedded wallet's code to load.
  await vi.waitFor(() => expect(save.disabled).toBe(false))
  fireEvent.click(save)
  expect(screen.getByTestId('portico-update-email-error').textContent).toBe(
    'Saisissez une adresse e-mail valide',
  )
  fireEvent.change(input, { target: { value: 'ADA@example.com' } })
  fireEvent.click(save)
  expect(screen.getByTestId('portico-update-email-error').textContent).toBe(
    'C’est déjà votre e-mail',
  )
  fireEvent.change(input, { target: { value: 'ada@new.example' } })
  fireEvent.click(save)
  expect((await screen.findByTestId('portico-update-email-error')).textContent).toBe(
    'Cet e-mail est déjà utilisé',
  )
})
