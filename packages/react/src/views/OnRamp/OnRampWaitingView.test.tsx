// @vitest-environment jsdom
import { DEVNET_CHAINS } from '@portico/common'
import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import type { Translator } from '../../i18n/Translator'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient, TEST_ADDRESS } from '../Account/tabs/testing/createApiTestClient'
import { etherDeposit } from '../Account/tabs/testing/etherDeposit'
import OnRampWaitingView from './OnRampWaitingView'

afterEach(cleanup)

const deposit = etherDeposit('0.03283399999', '2026-05-01T00:00:00Z')

const purchase = {
  provider: 'coinbase',
  providerLabel: 'Coinbase',
  amount: '0.03283399999',
  symbol: 'ETH',
  chainId: DEVNET_CHAINS.devnetA.caipNetworkId,
  address: TEST_ADDRESS,
  known: [],
  checkoutUrl: 'http://checkout.test/',
}

function renderIn(children: ReactNode, translator: Translator | null, routes = {}) {
  const { client } = createApiTestClient(routes)
  renderWithClient(children, client, translator)
}

describe('OnRampWaitingView', () => {
  it('says what arrived truncated, never rounded up, in the visitor’s locale', async () => {
    const history = { [`/v1/account/${TEST_ADDRESS}/history`]: { data: [deposit], next: null } }
    renderIn(<OnRampWaitingView view="OnRampWaiting" purchase={purchase} />, null, history)
    const done = await screen.findByTestId('portico-onramp-success', undefined, { timeout: 3000 })
    expect(done.textContent).toContain('0.0328339 ETH arrived from Coinbase')
    cleanup()
    renderIn(
      <OnRampWaitingView view="OnRampWaiting" purchase={purchase} />,
      await loadTranslator('de'),
      history,
    )
    const german = await screen.findByTestId('portico-onramp-success', undefined, { timeout: 3000 })
    expect(german.textContent).toContain('0,0328339 ETH')
  })

  it('titles the wait with the amount bought, written the same way', async () => {
    renderIn(<OnRampWaitingView view="OnRampWaiting" purchase={purchase} />, null)
    expect(screen.getByText('Buying 0.0328339 ETH')).toBeTruthy()
  })

  it('says when the visitor closed the checkout window, and offers the way back', async () => {
    const checkout = { closed: false }
    renderIn(<OnRampWaitingView view="OnRampWaiting" purchase={{ ...purchase, checkout }} />, null)
    const text = screen.getByTestId('portico-onramp-waiting-text')
    expect(text.textContent).not.toContain('closed')
    expect(screen.queryByTestId('portico-onramp-back')).toBeNull()
    checkout.closed = true
    await vi.waitFor(
      () =>
        expect(text.textContent).toBe(
          'The Coinbase window is closed. If you paid, your ETH will show here when it arrives.',
        ),
      { timeout: 3000 },
    )
    expect(screen.getByTestId('portico-onramp-back').textContent).toBe('Back to account')
  })
})
