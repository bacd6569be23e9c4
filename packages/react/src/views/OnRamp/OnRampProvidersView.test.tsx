// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { loadTranslator } from '../../i18n/loadTranslator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import OnRampProvidersView from './OnRampProvidersView'

afterEach(cleanup)

it('lists the providers with their fee in French', async () => {
  // No gateway answer: the built-in providers of spec §9.
  const { client } = createApiTestClient({})
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={await loadTranslator('fr')}>
        <OnRampProvidersView />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
  const coinbase = await screen.findByTestId('portico-onramp-provider-coinbase', undefined, {
    timeout: 3000,
  })
  expect(coinbase.textContent).toContain('Frais 1-2%')
})
