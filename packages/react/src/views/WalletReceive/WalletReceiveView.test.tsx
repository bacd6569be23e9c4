// @vitest-environment jsdom
import type { Locale } from '@portico/common'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PorticoContext } from '../../context/PorticoContext'
import { loadTranslator } from '../../i18n/loadTranslator'
import { TranslatorContext } from '../../i18n/TranslatorContext'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import WalletReceiveView from './WalletReceiveView'

afterEach(cleanup)

async function renderReceive(locale: Locale) {
  const { client } = createApiTestClient({})
  const translator = await loadTranslator(locale)
  render(
    <PorticoContext.Provider value={client}>
      <TranslatorContext.Provider value={translator}>
        <WalletReceiveView />
      </TranslatorContext.Provider>
    </PorticoContext.Provider>,
  )
}

describe('WalletReceiveView', () => {
  it('counts the networks that receive in English', async () => {
    await renderReceive('en')
    expect(screen.getByRole('heading').textContent).toBe('Receive on these 2 networks')
    expect(screen.getByTestId('portico-receive-copy').textContent).toBe('Copy address')
  })

  it('speaks German, plural included', async () => {
    await renderReceive('de')
    expect(screen.getByRole('heading').textContent).toBe('Empfangen in diesen 2 Netzwerken')
    expect(screen.getByTestId('portico-receive-copy').textContent).toBe('Adresse kopieren')
  })

  it('uses the Arabic dual for two networks', async () => {
    await renderReceive('ar')
    expect(screen.getByRole('heading').textContent).toBe('الاستلام على هاتين الشبكتين')
  })
})
