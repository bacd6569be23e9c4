// @vitest-environment jsdom
import type { Locale } from '@portico/common'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import WalletReceiveView from './WalletReceiveView'

afterEach(cleanup)

async function renderReceive(locale: Locale, walletNetworks?: readonly `${string}:${string}`[]) {
  const { client } = createApiTestClient({})
  if (walletNetworks) {
    client.stores.chain.getState().setNetworkState('eip155', {
      approvedCaipNetworkIds: walletNetworks,
      supportsAllNetworks: false,
    })
  }
  const translator = await loadTranslator(locale)
  renderWithClient(<WalletReceiveView />, client, translator)
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

  it('lists only the networks the wallet can use: coins sent elsewhere would be stranded', async () => {
    // An embedded wallet whose frame signs on Devnet A only (it used to say 2 networks).
    await renderReceive('en', ['eip155:31337'])
    expect(screen.getByRole('heading').textContent).toBe('Receive on this network')
  })
})
