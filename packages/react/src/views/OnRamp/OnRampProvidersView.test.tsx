// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import OnRampProvidersView from './OnRampProvidersView'

afterEach(cleanup)

it('lists the providers with their fee in French', async () => {
  // No gateway answer: the built-in providers of spec §9.
  const { client } = createApiTestClient({})
  renderWithClient(<OnRampProvidersView />, client, await loadTranslator('fr'))
  const coinbase = await screen.findByTestId('portico-onramp-provider-coinbase', undefined, {
    timeout: 3000,
  })
  expect(coinbase.textContent).toContain('Frais 1-2%')
})
