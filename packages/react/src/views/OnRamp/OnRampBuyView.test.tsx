// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadTranslator } from '../../i18n/loadTranslator'
import { renderWithClient } from '../../testing/renderWithClient'
import { createApiTestClient } from '../Account/tabs/testing/createApiTestClient'
import OnRampBuyView from './OnRampBuyView'
import { QUOTE_RETRY_MS } from './useBuyQuote'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// The gateway's quote: failing (503) until told otherwise, then the provider's own figures.
function quoteRoute() {
  const state = { failing: true, asked: 0 }
  const route = (url: URL) => {
    if (url.pathname !== '/v1/onramp/quote') return undefined
    state.asked += 1
    if (state.failing) return 503
    return {
      purchaseAmount: { amount: '0.0195', currency: 'ETH' },
      paymentTotal: { amount: '51.50', currency: 'USD' },
      paymentSubtotal: { amount: '50.00', currency: 'USD' },
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      quoteId: 'q-1',
    }
  }
  return { state, route }
}

async function renderBuy(route: (url: URL) => unknown, locale: 'en' | 'de' = 'en') {
  const { client } = createApiTestClient({ '/v1/onramp/quote': route })
  renderWithClient(
    <OnRampBuyView view="OnRampBuy" provider="coinbase" />,
    client,
    await loadTranslator(locale),
  )
  const amount = await screen.findByTestId('portico-onramp-amount', undefined, { timeout: 3000 })
  return {
    type: (value: string) => fireEvent.change(amount, { target: { value } }),
    continue: () => screen.getByTestId('portico-onramp-continue') as HTMLButtonElement,
  }
}

describe('the Buy view when the quote call fails', () => {
  it('labels the stand-in figures an estimate and keeps checkout shut; a new amount brings a real quote', async () => {
    const { state, route } = quoteRoute()
    const view = await renderBuy(route)
    view.type('50')
    const estimate = await screen.findByTestId('portico-onramp-quote-estimate')
    expect(estimate.textContent).toBe('Estimate – waiting for a live quote')
    // The stand-in: the amount taken 1:1, no fees.
    expect(screen.getByTestId('portico-onramp-quote-total').textContent).toBe('50 USD')
    expect(screen.getByTestId('portico-onramp-quote-fee').textContent).toBe('0 USD')
    expect(view.continue().disabled).toBe(true)
    fireEvent.click(view.continue())
    expect(screen.queryByTestId('portico-view-OnRampWaiting')).toBeNull()

    state.failing = false
    view.type('60')
    await waitFor(() =>
      expect(screen.getByTestId('portico-onramp-quote-total').textContent).toBe('51.50 USD'),
    )
    expect(screen.queryByTestId('portico-onramp-quote-estimate')).toBeNull()
    expect(screen.getByTestId('portico-onramp-quote-fee').textContent).toBe('1.00 USD')
    expect(view.continue().disabled).toBe(false)
  })

  it('asks again while the estimate shows, and enables checkout when a real quote arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { state, route } = quoteRoute()
    const view = await renderBuy(route, 'de')
    view.type('50')
    const estimate = await screen.findByTestId('portico-onramp-quote-estimate')
    expect(estimate.textContent).toBe('Schätzung – warte auf ein aktuelles Angebot')
    expect(view.continue().disabled).toBe(true)
    const askedBefore = state.asked

    // Still failing: one more try, still an estimate, still shut.
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_RETRY_MS))
    await waitFor(() => expect(state.asked).toBe(askedBefore + 1))
    expect(screen.getByTestId('portico-onramp-quote-estimate')).toBeTruthy()
    expect(view.continue().disabled).toBe(true)

    state.failing = false
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_RETRY_MS))
    await waitFor(() => expect(screen.queryByTestId('portico-onramp-quote-estimate')).toBeNull())
    expect(screen.getByTestId('portico-onramp-quote-total').textContent).toBe('51,50 USD')
    expect(view.continue().disabled).toBe(false)
    // A real quote ends the retries.
    const askedAtReal = state.asked
    await act(() => vi.advanceTimersByTimeAsync(QUOTE_RETRY_MS * 3))
    expect(state.asked).toBe(askedAtReal)
  })
})
