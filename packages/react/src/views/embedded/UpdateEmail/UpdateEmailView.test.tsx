// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../../i18n/loadTranslator'
import { createEmbeddedTestClient } from '../../../testing/createEmbeddedTestClient'
import { frameRefusal } from '../../../testing/frameRefusal'
import { idleEmbeddedWallet } from '../../../testing/idleEmbeddedWallet'
import { renderWithClient } from '../../../testing/renderWithClient'
import UpdateEmailView from './UpdateEmailView'

afterEach(cleanup)

it('checks the new address and says what is wrong in the visitor’s language', async () => {
  const wallet = idleEmbeddedWallet({
    updateEmail: async () => {
      throw frameRefusal('This email is already in use', 'EMAIL_TAKEN')
    },
  })
  renderWithClient(
    <UpdateEmailView email="ada@example.com" />,
    createEmbeddedTestClient(wallet),
    await loadTranslator('fr'),
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
